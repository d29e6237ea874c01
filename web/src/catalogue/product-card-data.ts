import type { Locale } from '@seedshop/locales';
import { formatPrice } from '@/ui/kit/format-price';
import type { KitIntl } from '@/ui/kit/kit-intl';
import type { ProductAttribute } from '@/ui/kit/product-card';
import { productPath } from './catalogue-paths';
import type { ProductSummary } from './catalogue-types';
import type { ProductCardData } from './client-product-card';

/*
 * A product card's data from the shop's product summary: the facts formatted with the page's
 * messages. Plain functions, so the server (listings) and the browser (the similar products a
 * product page loads when they come into view) build the same card.
 */

/** Whole weeks of a day range, as growers count them (56–63 days → 8–9 weeks). */
export function floweringWeeks(days: { readonly min: number; readonly max: number }): { min: number; max: number } {
  const min = Math.max(1, Math.round(days.min / 7));
  return { min, max: Math.max(min, Math.round(days.max / 7)) };
}

export function cardAttributes(intl: KitIntl, product: ProductSummary): ProductAttribute[] {
  const weeks = floweringWeeks(product.floweringDays);
  const attributes: ProductAttribute[] = [
    {
      label: intl.formatMessage({ id: 'kit.product.thc' }),
      value: intl.formatNumber(product.thcPercent / 100, { style: 'percent', maximumFractionDigits: 1 }),
    },
    {
      label: intl.formatMessage({ id: 'kit.product.floweringTime' }),
      value:
        weeks.min === weeks.max
          ? intl.formatMessage({ id: 'catalogue.card.weeks' }, { weeks: weeks.min })
          : intl.formatMessage({ id: 'kit.product.floweringWeeks' }, weeks),
    },
    {
      label: intl.formatMessage({ id: 'catalogue.card.perSeed' }),
      value: intl.formatMessage(
        { id: 'kit.price.from' },
        { price: formatPrice(product.pricePerSeedFromCents, intl.locale) },
      ),
    },
  ];
  if (!product.inStock) {
    attributes.push({
      label: intl.formatMessage({ id: 'catalogue.card.availability' }),
      value: intl.formatMessage({ id: 'catalogue.card.soldOut' }),
    });
  }
  return attributes;
}

/** The card of a product, linked to its canonical page in the general catalog unless `href` says otherwise. */
export function productCardData(
  locale: Locale,
  intl: KitIntl,
  product: ProductSummary,
  options: { readonly eager: boolean; readonly priority: boolean; readonly href?: string | undefined },
): ProductCardData {
  return {
    id: product.id,
    href: options.href ?? productPath(locale, product.path),
    name: product.name,
    seedBank: product.seedBank.name,
    priceFrom: product.priceFromCents,
    ...(product.discount === null
      ? {}
      : {
          wasFrom: product.originalPriceFromCents,
          promotion: { badge: product.discount.badge, name: product.discount.name },
        }),
    badges: product.badges,
    ...(product.rating.average === null
      ? {}
      : { rating: { average: product.rating.average, count: product.rating.count } }),
    attributes: cardAttributes(intl, product),
    cartSlug: product.inStock ? product.path.product[locale] : null,
    image: { src: product.image.url, width: product.image.width, height: product.image.height },
    eager: options.eager,
    priority: options.priority,
  };
}
