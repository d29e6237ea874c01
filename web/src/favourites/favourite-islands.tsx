'use client';

import dynamic from 'next/dynamic';

/**
 * The favourites' islands on catalogue pages, in their own chunk: a cached page renders the same
 * for everybody, the heart fills in with the shopper's favourites once it runs.
 */
export const FavouriteHeart = dynamic(() => import('./favourite-heart').then((module) => module.FavouriteHeart));
