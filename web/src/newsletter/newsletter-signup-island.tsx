'use client';

import dynamic from 'next/dynamic';

/**
 * The newsletter block's form as a client island in its own chunk (see
 * `catalogue/listing/listing-islands.tsx`): only pages with the block fetch it. Props:
 * `{heading, text?}`; the language comes from the page.
 */
export const NewsletterSignup = dynamic(() => import('./newsletter-signup').then((module) => module.NewsletterSignup));
