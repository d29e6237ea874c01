import type { LocalizedSlugs, ProductSummary } from './catalogue';
import type { badgeKeys } from './catalogue-keys';

/**
 * A product summary off the wire, in camelCase: what the storefront's cards and the Studio's
 * product picker read. It sits beside the contract because both import it, and it stays plain
 * TypeScript so neither bundle pulls in server code (docs/adr/0025-wire-keys.md).
 */
export interface ProductSummaryView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** Canonical catalog, category and product slugs per language. */
  readonly path: {
    readonly catalog: LocalizedSlugs;
    readonly category: LocalizedSlugs;
    readonly product: LocalizedSlugs;
  };
  readonly seedBank: { readonly slug: string; readonly name: string };
  readonly image: { readonly url: string; readonly alt: string; readonly width: number; readonly height: number };
  readonly badges: readonly (typeof badgeKeys)[number][];
  /** After the promotion discount that applies to everybody (see `discount`). */
  readonly priceFromCents: number;
  readonly pricePerSeedFromCents: number;
  /** The "from" price before the discount; equal to `priceFromCents` without one. */
  readonly originalPriceFromCents: number;
  /** The promotion lowering the price now: its badge and name in the request's language. */
  readonly discount: { readonly badge: string; readonly name: string } | null;
  readonly inStock: boolean;
  readonly thcPercent: number;
  readonly floweringDays: { readonly min: number; readonly max: number };
  /** Average 1–5 (null without reviews) and the number of published reviews. */
  readonly rating: { readonly average: number | null; readonly count: number };
}

/** The one mapper of the `productSummary` wire type, field by field. */
export function productSummaryFromWire(product: ProductSummary): ProductSummaryView {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    path: { catalog: product.path.catalog, category: product.path.category, product: product.path.product },
    seedBank: { slug: product.seed_bank.slug, name: product.seed_bank.name },
    image: { url: product.image.url, alt: product.image.alt, width: product.image.width, height: product.image.height },
    badges: product.badges.map((badge) => badge.key),
    priceFromCents: product.price_from_cents,
    pricePerSeedFromCents: product.price_per_seed_from_cents,
    originalPriceFromCents: product.original_price_from_cents ?? product.price_from_cents,
    discount: product.discount ? { badge: product.discount.badge, name: product.discount.name } : null,
    inStock: product.in_stock,
    thcPercent: product.thc_percent,
    floweringDays: { min: product.flowering_days.min, max: product.flowering_days.max },
    rating: { average: product.rating.average, count: product.rating.count },
  };
}
