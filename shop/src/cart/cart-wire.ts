/** The priced cart as the contract's `cart`, in the caller's language. */
import type { Locale } from '@seedshop/locales';
import { productImage } from '../catalogue/images/image-urls';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import type { CartLineWire, CartWire } from '../contract/cart';
import type { CartRow } from '../db/schema';
import type { MessagePick } from '../http/api-error';
import type { ApiMessages } from '../i18n/messages';
import { CURRENCY, MAX_LINES, MAX_QUANTITY_PER_LINE } from '../pricing/cart-config';
import type { CartLineChange, PricedCartLine } from '../pricing/price-engine';
import type { PriceRule } from '../pricing/price-rule';
import type { StoredCartPrice } from './cart-pricing';
import type { StoredCartLine } from './cart-store';

/** A note on what a call changed, translated when the answer is rendered. */
export interface CartNotice {
  readonly code: string;
  readonly pick: MessagePick;
}

/** What one call did to the cart beyond what the engine sees (e.g. a quantity it lowered). */
export interface CartOutcome {
  readonly notices: readonly CartNotice[];
  /** Changes to report per line id on top of the engine's own. */
  readonly lineChanges: ReadonlyMap<string, readonly CartLineChange[]>;
}

export const noOutcome: CartOutcome = { notices: [], lineChanges: new Map() };

const emptyLocalized = { en: '', de: '', fr: '', es: '' };

function localized(texts: PriceRule['names'], locale: Locale): string {
  return texts[locale] ?? texts.en ?? '';
}

function lineWire(
  line: PricedCartLine,
  stored: StoredCartLine,
  extra: readonly CartLineChange[],
  structure: CatalogueStructure,
  locale: Locale,
): CartLineWire {
  const changes = [...new Set([...extra, ...line.changes])];
  return {
    id: stored.lineId,
    variant_id: stored.variantId,
    product_id: stored.productId,
    product_name: stored.productName,
    seed_bank: { slug: stored.seedBankSlug, name: stored.seedBankName },
    path: {
      catalog: structure.general?.slugs ?? emptyLocalized,
      category: structure.categoryById(stored.primaryCategoryId)?.slugs ?? emptyLocalized,
      product: stored.productSlugs,
    },
    image: productImage(stored.productId, stored.productName, 1, locale),
    pack_size: stored.packSize,
    quantity: line.quantity,
    max_quantity: line.maxQuantity,
    in_stock: line.inStock,
    original_unit_price_cents: line.originalUnitPriceCents,
    unit_price_cents: line.unitPriceCents,
    line_total_cents: line.lineTotalCents,
    saving_cents: line.savingCents,
    discount:
      line.rule === null
        ? null
        : {
            id: line.rule.id,
            name: localized(line.rule.names, locale),
            badge: localized(line.rule.badges, locale),
            coupon: line.rule.couponCode !== null,
          },
    changes,
  };
}

export interface CartWireInput {
  readonly cart: CartRow | null;
  readonly lines: readonly StoredCartLine[];
  readonly price: StoredCartPrice;
  readonly outcome: CartOutcome;
  readonly structure: CatalogueStructure;
  readonly locale: Locale;
  readonly messages: ApiMessages;
}

export function toCartWire(input: CartWireInput): CartWire {
  const { cart, lines, price, outcome, structure, locale, messages } = input;
  const { priced } = price;
  const storedById = new Map(lines.map((line) => [line.lineId, line]));
  return {
    id: cart?.id ?? null,
    currency: CURRENCY,
    lines: priced.lines.flatMap((line) => {
      const stored = storedById.get(line.input.lineId);
      if (stored === undefined) return [];
      return [lineWire(line, stored, outcome.lineChanges.get(stored.lineId) ?? [], structure, locale)];
    }),
    gifts: priced.gifts.map((gift) => ({
      rule_id: gift.rule.id,
      name: localized(gift.rule.names, locale),
      product_id: gift.productId,
      product_name: price.giftProductNames.get(gift.productId) ?? '',
      variant_id: gift.variantId,
      pack_size: gift.packSize,
      threshold_cents: gift.thresholdCents,
    })),
    coupon:
      priced.coupon === null
        ? null
        : {
            code: priced.coupon.code,
            name: priced.coupon.rule === null ? '' : localized(priced.coupon.rule.names, locale),
            valid: priced.coupon.status === 'valid',
            saving_cents: priced.coupon.savingCents,
          },
    discounts: priced.discounts.map((discount) => ({
      id: discount.rule.id,
      name: localized(discount.rule.names, locale),
      saving_cents: discount.savingCents,
    })),
    item_count: priced.itemCount,
    subtotal_cents: priced.subtotalCents,
    saving_cents: priced.savingCents,
    goods_total_cents: priced.goodsTotalCents,
    vat_cents: priced.vatCents,
    vat_rate_percent: priced.vatRatePercent,
    shipping_country: cart?.shippingCountry ?? null,
    shipping:
      priced.shipping === null
        ? null
        : {
            country: priced.shipping.country,
            cost_cents: priced.shipping.costCents,
            free_threshold_cents: priced.shipping.freeThresholdCents,
            remaining_to_free_cents: priced.shipping.remainingToFreeCents,
          },
    total_cents: priced.totalCents,
    notices: outcome.notices.map((notice) => ({ code: notice.code, message: notice.pick(messages) })),
    limits: { max_quantity_per_line: MAX_QUANTITY_PER_LINE, max_lines: MAX_LINES },
  };
}
