/**
 * Where the storefront serves the shop API in-process (Next's folder `web/src/app/api/shop/`).
 * The shop's storefront-relative URLs (images, the captcha challenge, the one-click unsubscribe)
 * and the storefront's own calls to the API all start here.
 */
export const shopApiMountPath = '/api/shop';

/** A shop API route as the storefront serves it: `shopApiPath('catalogue/images')` → `/api/shop/catalogue/images`. */
export function shopApiPath(route: string): string {
  return `${shopApiMountPath}/${route.replace(/^\/+/u, '')}`;
}

/**
 * The shop API's session routes, relative to its root: the one place that names them. The shop
 * registers them here, and the storefront's gateway, proxy and sign-out call them from here.
 */
export const shopSessionRoutes = {
  login: 'customer/auth/login',
  refresh: 'customer/auth/refresh',
  logout: 'customer/auth/logout',
} as const;
