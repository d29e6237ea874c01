'use client';

import dynamic from 'next/dynamic';

/**
 * The cart's islands on catalogue pages, each in its own chunk (as the listing's and the product
 * page's islands): a page fetches only the ones it renders, still server-rendered.
 */
export const AddToCartForm = dynamic(() => import('./add-to-cart-form').then((module) => module.AddToCartForm));
export const CardAddToCart = dynamic(() => import('./card-add-to-cart').then((module) => module.CardAddToCart));
