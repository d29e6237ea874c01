/**
 * The checkout's review of a cart: the cart priced by the engine, then for the destination, and
 * the contract's `checkoutQuote` made from it. The order is placed from the same computation
 * (`place-order.ts`), so what the review shows is what the order compares against.
 */
import { locales, type Locale } from '@seedshop/locales';
import {
  loadGiftStock,
  priceStoredCart,
  type ActivePricing,
  type GiftStock,
  type StoredCartPrice,
} from '../cart/cart-pricing';
import { loadCartLines, loadVariant, type StoredCartLine } from '../cart/cart-store';
import type { CheckoutQuoteWire, PricedOrderLineWire, ShippingMethodKey } from '../contract/checkout';
import type { Executor } from '../db/database';
import type { CartRow } from '../db/schema';
import type { MessagePick } from '../http/api-error';
import { apiMessages, type ApiMessages } from '../i18n/messages';
import type { PriceRule } from '../pricing/price-rule';
import { isRefusedCountry, isShippingCountry } from './checkout-countries';
import { priceForDestination, type DestinationLine, type DestinationPrice } from './destination-pricing';
import { offeredPaymentMethods, type PaymentConfig } from './payment-config';

/** What an order line shows of its product, besides the prices. */
export interface LineFacts {
  readonly productId: string;
  readonly productName: string;
  readonly seedBankName: string;
  readonly packSize: number;
}

export interface CheckoutCart {
  readonly lines: readonly StoredCartLine[];
  readonly price: StoredCartPrice;
  /** Facts of every variant of the lines and gifts, by variant id. */
  readonly facts: ReadonlyMap<string, LineFacts>;
}

function factsOf(line: LineFacts): LineFacts {
  return {
    productId: line.productId,
    productName: line.productName,
    seedBankName: line.seedBankName,
    packSize: line.packSize,
  };
}

/** Prices the stored cart (null: no cart) with the engine and collects the facts of its lines and gifts. */
export async function loadCheckoutCart(
  db: Executor,
  cart: CartRow | null,
  pricing: ActivePricing,
  now: Date,
  gifts?: GiftStock,
): Promise<CheckoutCart> {
  const [lines, giftStock] = await Promise.all([
    cart === null ? [] : loadCartLines(db, cart.id),
    gifts ?? loadGiftStock(db, pricing),
  ]);
  const price = priceStoredCart(cart, lines, pricing, giftStock, now);
  const facts = new Map<string, LineFacts>(lines.map((line) => [line.variantId, factsOf(line)]));
  for (const gift of price.priced.gifts) {
    if (facts.has(gift.variantId)) continue;
    const variant = await loadVariant(db, gift.variantId);
    if (variant !== null) facts.set(gift.variantId, factsOf(variant));
  }
  return { lines, price, facts };
}

function localized(texts: PriceRule['names'], locale: Locale): string {
  return texts[locale] ?? texts.en ?? '';
}

/** The rule that priced a line (a gift: the rule that gave it). */
export function ruleOf(line: DestinationLine): PriceRule | null {
  return line.source.kind === 'gift' ? line.source.gift.rule : line.source.line.rule;
}

export function toPricedOrderLineWire(
  line: DestinationLine,
  facts: ReadonlyMap<string, LineFacts>,
  locale: Locale,
): PricedOrderLineWire {
  const fact = facts.get(line.variantId);
  const rule = ruleOf(line);
  return {
    variant_id: line.variantId,
    product_id: fact?.productId ?? '',
    product_name: fact?.productName ?? '',
    seed_bank_name: fact?.seedBankName ?? '',
    pack_size: fact?.packSize ?? 0,
    quantity: line.quantity,
    gift: line.gift,
    original_unit_gross_cents: line.originalUnitGrossCents,
    unit_net_cents: line.unitNetCents,
    unit_gross_cents: line.unitGrossCents,
    vat_rate_percent: line.vatRatePercent,
    net_cents: line.netCents,
    vat_cents: line.vatCents,
    gross_cents: line.grossCents,
    discount_name: rule === null ? null : localized(rule.names, locale),
  };
}

/** The language of a message catalogue (country names are written in it). */
function localeOf(messages: ApiMessages): Locale {
  return locales.find((locale) => apiMessages[locale] === messages) ?? 'en';
}

/** A country's name in the language of `messages`. */
function countryName(messages: ApiMessages, country: string): string {
  try {
    return new Intl.DisplayNames([localeOf(messages)], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** Why the shop does not deliver to an upper-case country code, or null when it does. */
export function destinationProblem(country: string): MessagePick | null {
  if (isShippingCountry(country)) return null;
  if (isRefusedCountry(country)) return (m) => m.deliveryRefused(countryName(m, country));
  return (m) => m.shippingCountryUnavailable;
}

/** Review notices about lines that changed since they were added. */
function notices(cart: CheckoutCart, messages: ApiMessages): CheckoutQuoteWire['notices'] {
  return cart.price.priced.lines.flatMap((line) => {
    const name = cart.facts.get(line.input.variantId)?.productName ?? '';
    return line.changes.map((change) => ({
      code: change,
      message:
        change === 'sold-out'
          ? messages.checkoutLineSoldOut(name)
          : change === 'quantity-lowered'
            ? messages.checkoutQuantityLowered(name)
            : messages.checkoutPriceChanged(name),
    }));
  });
}

export interface QuoteInput {
  readonly cart: CheckoutCart;
  readonly country: string;
  readonly method: ShippingMethodKey;
  readonly payments: PaymentConfig;
  readonly locale: Locale;
  readonly messages: ApiMessages;
}

/** The cart priced for the destination, or null where the shop does not deliver. */
export function destinationPriceOf(input: Pick<QuoteInput, 'cart' | 'country' | 'method'>): DestinationPrice | null {
  return priceForDestination(input.cart.price.priced, input.country, input.method);
}

export function toCheckoutQuoteWire(input: QuoteInput): CheckoutQuoteWire {
  const { cart, country, method, locale, messages } = input;
  const paymentOptions = offeredPaymentMethods(input.payments).map((paymentMethod) => ({ method: paymentMethod }));
  const problem = destinationProblem(country);
  const price = problem === null ? destinationPriceOf(input) : null;
  if (price === null) {
    return {
      country,
      deliverable: false,
      message: (problem ?? ((m: ApiMessages) => m.shippingCountryUnavailable))(messages),
      vat_rate_percent: 0,
      lines: [],
      shipping_options: [],
      shipping_method: method,
      shipping: { net_cents: 0, vat_cents: 0, gross_cents: 0 },
      payment_options: paymentOptions,
      vat: [],
      net_cents: 0,
      vat_cents: 0,
      total_cents: 0,
      notices: [],
    };
  }
  return {
    country,
    deliverable: true,
    message: null,
    vat_rate_percent: price.vatRatePercent,
    lines: price.lines.map((line) => toPricedOrderLineWire(line, cart.facts, locale)),
    shipping_options: price.shippingOptions.map((option) => ({
      method: option.method,
      gross_cents: option.grossCents,
      free_from_cents: option.quote.freeFromCents,
      remaining_to_free_cents: option.quote.remainingToFreeCents,
      estimate_days: { min: option.quote.estimateDays.min, max: option.quote.estimateDays.max },
    })),
    shipping_method: method,
    shipping: {
      net_cents: price.shipping.netCents,
      vat_cents: price.shipping.vatCents,
      gross_cents: price.shipping.grossCents,
    },
    payment_options: paymentOptions,
    vat: price.vat.map((entry) => ({
      rate_percent: entry.ratePercent,
      net_cents: entry.netCents,
      vat_cents: entry.vatCents,
      gross_cents: entry.grossCents,
    })),
    net_cents: price.netCents,
    vat_cents: price.vatCents,
    total_cents: price.grossCents,
    notices: notices(cart, messages),
  };
}
