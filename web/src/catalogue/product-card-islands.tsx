'use client';

import dynamic from 'next/dynamic';

/**
 * The product card in a chunk of its own (as the cart's and the listing's islands): only pages that
 * show cards fetch it, still server-rendered — the catch-all pages share one set of client
 * components, and a blog post has no card.
 */
export const ClientProductCard = dynamic(() =>
  import('./client-product-card').then((module) => module.ClientProductCard),
);
