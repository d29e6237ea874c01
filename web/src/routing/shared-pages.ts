/**
 * Which pages a shared cache in front of the storefront (the cluster's nginx) may keep and hand
 * to other visitors. A page qualifies when its HTML is the same for every visitor without a
 * session: the home page, the catalogue, product, content and blog pages (everything the
 * catch-all route resolves), the search results and the seed-bank index. The pages under the file-system
 * routes listed as personal show a visitor's own data or act on a link's token; they never qualify.
 * The front door still refuses to store a response for a request that carries any cookie but the
 * language and age cookies, or that sets a cookie.
 */

/** File-system pages under `app/[locale]/` whose HTML is the same for every anonymous visitor. */
export const sharedFileRoutes = ['all-seed-banks'] as const;

/**
 * The folder under `app/[locale]/` of the catch-all route's cached twin (`site/cached-pages.ts`):
 * every catch-all page, read through Next's cache.
 */
export const cachedPagesSegment = 'cached';

/** File-system pages under `app/[locale]/` that are never shared. */
export const personalFileRoutes = [
  'account',
  'cart',
  'comparison',
  'confirm-email',
  'delete-customer',
  'dev',
  'email-change-confirm',
  'favorites',
  'forgot-password',
  'login',
  'newsletter',
  'order',
  'product-alerts',
  'registration',
  'reset-password',
  'restore-customer',
  'ui-page',
] as const;

const personal: ReadonlySet<string> = new Set(personalFileRoutes);

/**
 * The response header by which the storefront marks a page a shared cache may keep (read by the
 * cluster's nginx and by `server/back-forward-cache.mjs`).
 */
export const sharedPageHeader = 'x-seedshop-shared';

/**
 * @param internalPath the page's path with its language first (`/en/cannabis-seeds`, `/de`)
 */
export function isSharedPage(internalPath: string): boolean {
  const first = internalPath.split('/')[2];
  return first === undefined || first === '' || !personal.has(first);
}
