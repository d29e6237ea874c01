'use client';

import dynamic from 'next/dynamic';

/**
 * The blocks' client islands, each in its own chunk: every CMS page is served by the catch-all
 * route, whose statically imported client components would be first-load JS of every page (see
 * `catalogue/listing/listing-islands.tsx`). Loaded through `dynamic`, a page fetches only the
 * islands of the blocks it has; they are still rendered on the server.
 */
export const CarouselButtons = dynamic(() => import('./carousel-buttons').then((module) => module.CarouselButtons));
export const VideoFacade = dynamic(() => import('./video-facade').then((module) => module.VideoFacade));
export const GalleryLightbox = dynamic(() => import('./gallery-lightbox').then((module) => module.GalleryLightbox));
export const LaterProductCards = dynamic(() =>
  import('./later-product-cards').then((module) => module.LaterProductCards),
);
export const FetchedProductList = dynamic(() =>
  import('./fetched-product-list').then((module) => module.FetchedProductList),
);
