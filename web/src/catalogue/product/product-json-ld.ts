import type { BreadcrumbItem } from '@/ui/kit/breadcrumbs';
import { PACK_PARAM } from './pack-options';
import type { ProductView } from './product-view';

/**
 * schema.org structured data of the product page (Product with one Offer per pack size, and the
 * breadcrumb trail). Pure functions of the page data and the site's origin, so they are testable
 * and every URL in them is absolute, as search engines require.
 */

export type JsonLd = Readonly<Record<string, unknown>>;

const SCHEMA = 'https://schema.org';

/** Integer cents as a decimal string with two places (1250 → "12.50"), without float rounding. */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

function withPack(url: string, packSize: number): string {
  const result = new URL(url);
  result.searchParams.set(PACK_PARAM, String(packSize));
  return result.href;
}

interface ProductJsonLdInput {
  readonly product: ProductView;
  /** The canonical page path in the page's language (`/de/cannabis-samen/…`). */
  readonly canonicalPath: string;
  readonly origin: string;
  /** The pack's name in the page's language ("5 seeds"). */
  readonly packName: (packSize: number) => string;
}

export function productJsonLd({ product, canonicalPath, origin, packName }: ProductJsonLdInput): JsonLd {
  const url = absoluteUrl(canonicalPath, origin);
  const { average, count } = product.rating;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    sku: product.id,
    url,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(image.url, origin)),
    brand: { '@type': 'Brand', name: product.seedBank.name },
    offers: product.packs.map((pack) => ({
      '@type': 'Offer',
      sku: pack.id,
      name: packName(pack.packSize),
      price: centsToDecimal(pack.priceCents),
      priceCurrency: 'EUR',
      availability: pack.inStock ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url: withPack(url, pack.packSize),
    })),
    ...(average !== null && count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: average,
            reviewCount: count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** BreadcrumbList of the visible trail; the last item (this page) points at the page's own URL. */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], pagePath: string, origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.href ?? pagePath, origin),
    })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`. Product names and descriptions come
 * from the shop, so `<` (which could close the script: `</script>`), `>` and `&` become JSON
 * unicode escapes, as do U+2028/2029; the data stays the same for a JSON parser.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
