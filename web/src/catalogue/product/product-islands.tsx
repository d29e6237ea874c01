'use client';

import dynamic from 'next/dynamic';

/** The product page's client islands in their own chunks (see `listing/listing-islands.tsx`). */
export const ProductGallery = dynamic(() => import('./product-gallery').then((module) => module.ProductGallery));
export const PackSelector = dynamic(() => import('./pack-selector').then((module) => module.PackSelector));
export const SimilarProductsList = dynamic(() =>
  import('./similar-products-list').then((module) => module.SimilarProductsList),
);
