import { catalogueRedirects } from '@seedshop/shop/contract';
import type { RedirectRule, RedirectSource } from '@/routing/redirects';

/** The proxy waits for the first load; a slow shop must not hold page requests for long. */
const DEFAULT_TIMEOUT_MS = 2_500;

/**
 * Where the proxy reads the shop's old-slug redirects. The proxy has no request-bound shop client
 * (and must not start the in-process shop inside its own bundle), so it asks over HTTP: the
 * separate shop service when SHOP_API_URL is set, otherwise this site's own `/api/shop` mount.
 */
export function catalogueRedirectsUrl(settings: { readonly SITE_URL: string; readonly SHOP_API_URL?: string }): URL {
  const remote = settings.SHOP_API_URL;
  if (remote) return new URL('catalogue/redirects', remote.endsWith('/') ? remote : `${remote}/`);
  return new URL('/api/shop/catalogue/redirects', settings.SITE_URL);
}

/**
 * Former product slugs (`/de/cannabis-samen/feminisierte-samen/alter-name` → the current path),
 * checked against the contract. Any failure throws: the redirect map then keeps its previous rules.
 */
export function catalogueRedirectSource(options: {
  readonly url: URL;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}): RedirectSource {
  const send = options.fetch ?? fetch;
  return {
    name: 'shop-catalogue',
    async load(): Promise<RedirectRule[]> {
      const response = await send(options.url, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`GET ${options.url.pathname} answered ${response.status}`);
      const parsed = catalogueRedirects.safeParse(await response.json());
      if (!parsed.success) throw new Error(`GET ${options.url.pathname} answered an unexpected shape`);
      return parsed.data.redirects.map((rule) => ({ from: rule.from, to: rule.to, permanent: rule.permanent }));
    },
  };
}
