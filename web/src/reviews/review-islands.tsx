'use client';

import dynamic from 'next/dynamic';

/**
 * The reviews' client islands in their own chunks (see `catalogue/listing/listing-islands.tsx`).
 * The form with its captcha is the largest and only signed-in customers ever render it. The list
 * loads with the product pages that show reviews, not with every page of the catch-all route.
 */
export const HelpfulVoteButtons = dynamic(() => import('./helpful-vote').then((module) => module.HelpfulVoteButtons));
export const ReviewSortSelect = dynamic(() => import('./review-sort').then((module) => module.ReviewSortSelect));
export const ReviewLanguageSelect = dynamic(() =>
  import('./review-sort').then((module) => module.ReviewLanguageSelect),
);
export const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm));
export const ReviewList = dynamic(() => import('./review-list').then((module) => module.ReviewList));
