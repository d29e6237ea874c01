import { absoluteUrl, SCHEMA_ORG, type JsonLd } from '@/seo/json-ld';
import { PACK_PARAM } from './pack-options';
import type { ProductView } from './product-view';

/**
 * schema.org structured data of the product page (a Product with one Offer per pack size). Pure functions of the page data and the site's origin, so they are testable
 * and every URL in them is absolute, as search engines require.
 */

/** Integer cents as a decimal string with two places (1250 → "12.50"), without float rounding. */
export function centsToDecimal(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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
    '@context': SCHEMA_ORG,
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
      availability: pack.inStock ? `${SCHEMA_ORG}/InStock` : `${SCHEMA_ORG}/OutOfStock`,
      itemCondition: `${SCHEMA_ORG}/NewCondition`,
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
