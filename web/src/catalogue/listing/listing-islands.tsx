'use client';

import dynamic from 'next/dynamic';

/**
 * The listing's client islands, each in its own chunk. Every catalogue, product and content page
 * is served by one catch-all route, whose statically imported client components would all be
 * first-load JS of every such page; loaded through `dynamic` they are fetched only by the pages
 * that render them (and still rendered on the server).
 */
export const FilterSidebar = dynamic(() => import('./filter-sidebar').then((module) => module.FilterSidebar));
export const ListingNavigation = dynamic(() =>
  import('./listing-navigation').then((module) => module.ListingNavigation),
);
export const ListingResults = dynamic(() => import('./listing-navigation').then((module) => module.ListingResults));
export const SortSelect = dynamic(() => import('./sort-select').then((module) => module.SortSelect));
