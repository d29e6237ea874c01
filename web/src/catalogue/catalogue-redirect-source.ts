import { catalogueRedirects } from '@seedshop/shop/contract';
import { shopApiPath } from '@seedshop/urls';
import { httpRedirectSource, type HttpRedirectSourceOptions } from '@/routing/http-redirect-source';
import { pathTo } from '@/routing/paths';
import type { RedirectSource } from '@/routing/redirects';

/**
 * Where the proxy reads the shop's old-slug redirects. The proxy has no request-bound shop client
 * (and must not start the in-process shop inside its own bundle), so it asks over HTTP: the
 * separate shop service when SHOP_API_URL is set, otherwise this site's own mount of the shop API.
 */
export function catalogueRedirectsUrl(settings: { readonly SITE_URL: string; readonly SHOP_API_URL?: string }): URL {
  const remote = settings.SHOP_API_URL;
  if (remote) return new URL('catalogue/redirects', remote.endsWith('/') ? remote : `${remote}/`);
  return new URL(shopApiPath('catalogue/redirects'), settings.SITE_URL);
}

/**
 * Former product slugs (`/de/cannabis-samen/feminisierte-samen/alter-name` → the current path),
 * checked against the contract. The shop answers each as slugs (language, old and current place);
 * the paths are built here with the route registry. Any failure throws: the redirect map then
 * keeps its previous rules.
 */
export function catalogueRedirectSource(options: HttpRedirectSourceOptions): RedirectSource {
  return httpRedirectSource('shop-catalogue', options, (body) => {
    const parsed = catalogueRedirects.safeParse(body);
    if (!parsed.success) return null;
    return parsed.data.redirects.map((rule) => ({
      from: pathTo(rule.locale, 'product', rule.from),
      to: pathTo(rule.locale, 'product', rule.to),
      permanent: rule.permanent,
    }));
  });
}
