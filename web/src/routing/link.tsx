import type { AnchorHTMLAttributes } from 'react';

/** The attribute that marks an in-site link for the soft navigation (`soft-navigation.tsx`). */
export const SOFT_LINK_ATTRIBUTE = 'data-nav';
/** Its value on a link whose navigation keeps the scroll position. */
export const KEEP_SCROLL = 'keep-scroll';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site (with query and hash as needed). */
  readonly href: string;
  /** False: the next page keeps the scroll position instead of starting at the top. */
  readonly scroll?: boolean;
}

/**
 * A link to a page of this site: a plain `<a>`, in server and client components alike, that the
 * soft navigation (mounted once by the providers) turns into a client-side navigation — the new
 * page's payload replaces the old page without reloading the document, as `next/link` does — and
 * prefetches when the visitor shows the intent to follow it (pointer over it, focus, touch). Its
 * four kilobytes of script stay out of every page; before the page hydrates, or with a modified
 * click (new tab, download), the browser follows the link itself.
 */
export function Link({ scroll, children, ...anchor }: LinkProps) {
  const mark = { [SOFT_LINK_ATTRIBUTE]: scroll === false ? KEEP_SCROLL : '' };
  return (
    <a {...anchor} {...mark}>
      {children}
    </a>
  );
}
