'use client';

import type { ComponentProps } from 'react';

/**
 * An `<img>` that loads at once (a page's LCP image, a listing's first row), rendered from a client
 * component on purpose. React's server-component renderer adds a preload hint for every eager
 * `<img>` it renders itself, and that hint travels in the page's payload: a prefetched page (the
 * home page, prefetched by the logo link on every page; a listing, prefetched by a category link)
 * would preload its images into whatever page is open, where they go unused.
 * From here the image is part of the server-rendered HTML of the page that shows it, where the
 * HTML renderer preloads it, and nowhere else.
 */
export function EagerImage(props: Omit<ComponentProps<'img'>, 'loading'>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- a content image: the caller gives alt
  return <img {...props} loading="eager" />;
}
