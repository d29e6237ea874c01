import { catalogueRedirects } from '@seedshop/shop/contract';
import { pathTo } from '@/routing/paths';
import type { RedirectSource } from '@/routing/redirects';

/** Sends one request to the shop API (in this process, or to SHOP_API_URL) and returns its answer. */
export type ShopCall = (request: Request) => Promise<Response>;

/**
 * Former product slugs (`/de/cannabis-samen/feminisierte-samen/alter-name` → the current path),
 * asked of the shop API directly (never through this site's own HTTP door) and checked against the
 * contract. The shop answers each as slugs (language, old and current place); the paths are built
 * here with the route registry. Any failure throws: the redirect map then keeps its previous rules.
 */
export function catalogueRedirectSource(shop: ShopCall): RedirectSource {
  return {
    name: 'shop-catalogue',
    async load() {
      const response = await shop(
        new Request('http://shop.internal/catalogue/redirects', { headers: { accept: 'application/json' } }),
      );
      if (!response.ok) throw new Error(`GET catalogue/redirects answered ${response.status}`);
      const parsed = catalogueRedirects.safeParse(await response.json());
      if (!parsed.success) throw new Error('GET catalogue/redirects answered an unexpected shape');
      return parsed.data.redirects.map((rule) => ({
        from: pathTo(rule.locale, 'product', rule.from),
        to: pathTo(rule.locale, 'product', rule.to),
        permanent: rule.permanent,
      }));
    },
  };
}
