'use client';

import dynamic from 'next/dynamic';

/**
 * The contact form as a client island in its own chunk: `/contact-us` is served by the catch-all
 * route, whose statically imported client components would be first-load JS of every catalogue
 * and content page (see `catalogue/listing/listing-islands.tsx`). Props: `{locale}`.
 */
export const ContactForm = dynamic(() => import('./contact-form').then((module) => module.ContactForm));
