/**
 * The second, pure pricing step of the checkout: the engine's cart (gross with the home VAT) priced
 * for a destination. Per pack the net price is taken back out of the home gross; the home rate keeps
 * the catalogue gross, another EU rate is added to the net, outside the EU the net is the price.
 * A line is unit × quantity, so net + VAT = gross holds for every line, the shipping and the total.
 */
import { HOME_VAT_RATE_PERCENT } from '../pricing/cart-config';
import { divideRoundHalfUp, type CartGift, type PricedCart, type PricedCartLine } from '../pricing/price-engine';
import { isShippingCountry } from './checkout-countries';
import { quoteShipping, shippingMethodIds, type ShippingMethodId, type ShippingQuote } from './shipping-methods';
import { vatRateFor } from './vat-rates';

export interface TaxedAmount {
  readonly netCents: number;
  readonly vatCents: number;
  readonly grossCents: number;
}

/** Rates are compared and computed in tenths of a percent (Finland: 25.5 % is 255). */
function tenths(ratePercent: number): number {
  return Math.round(ratePercent * 10);
}

/**
 * One amount that is gross with the home VAT, for a destination rate: net = round-half-up(gross ×
 * 100 / (100 + home rate)); at the home rate the gross stays, otherwise VAT = round-half-up(net ×
 * rate / 100) on top of the net.
 */
export function taxForDestination(homeGrossCents: number, ratePercent: number): TaxedAmount {
  const netCents = divideRoundHalfUp(homeGrossCents * 100, 100 + HOME_VAT_RATE_PERCENT);
  const rate = tenths(ratePercent);
  if (rate === tenths(HOME_VAT_RATE_PERCENT)) {
    return { netCents, vatCents: homeGrossCents - netCents, grossCents: homeGrossCents };
  }
  const vatCents = divideRoundHalfUp(netCents * rate, 1000);
  return { netCents, vatCents, grossCents: netCents + vatCents };
}

function times(amount: TaxedAmount, quantity: number): TaxedAmount {
  return {
    netCents: amount.netCents * quantity,
    vatCents: amount.vatCents * quantity,
    grossCents: amount.grossCents * quantity,
  };
}

export type DestinationLineSource =
  { readonly kind: 'line'; readonly line: PricedCartLine } | { readonly kind: 'gift'; readonly gift: CartGift };

/** One order line priced for the destination (a gift costs 0). */
export interface DestinationLine extends TaxedAmount {
  readonly source: DestinationLineSource;
  readonly variantId: string;
  readonly quantity: number;
  readonly gift: boolean;
  /** The catalogue price of one pack for the destination, before discounts (0 for a gift). */
  readonly originalUnitGrossCents: number;
  readonly unitNetCents: number;
  readonly unitGrossCents: number;
  readonly vatRatePercent: number;
}

export interface DestinationShipping extends TaxedAmount {
  readonly method: ShippingMethodId;
  /** The quote behind it (its cost is gross with the home VAT). */
  readonly quote: ShippingQuote;
}

/** A shipping method as offered for the destination, taxed like the goods. */
export interface DestinationShippingOption {
  readonly method: ShippingMethodId;
  readonly grossCents: number;
  readonly quote: ShippingQuote;
}

export interface VatSummaryEntry extends TaxedAmount {
  readonly ratePercent: number;
}

export interface DestinationPrice extends TaxedAmount {
  readonly country: string;
  readonly vatRatePercent: number;
  /** The cart's lines in stock, in the cart's order, then the gifts. */
  readonly lines: readonly DestinationLine[];
  readonly shipping: DestinationShipping;
  readonly shippingOptions: readonly DestinationShippingOption[];
  /** Net, VAT and gross per rate over the lines and the shipping (amounts of 0 are left out). */
  readonly vat: readonly VatSummaryEntry[];
}

function cartLine(line: PricedCartLine, ratePercent: number): DestinationLine {
  const unit = taxForDestination(line.unitPriceCents, ratePercent);
  const original = taxForDestination(line.originalUnitPriceCents, ratePercent);
  return {
    source: { kind: 'line', line },
    variantId: line.input.variantId,
    quantity: line.quantity,
    gift: false,
    originalUnitGrossCents: original.grossCents,
    unitNetCents: unit.netCents,
    unitGrossCents: unit.grossCents,
    vatRatePercent: ratePercent,
    ...times(unit, line.quantity),
  };
}

function giftLine(gift: CartGift, ratePercent: number): DestinationLine {
  return {
    source: { kind: 'gift', gift },
    variantId: gift.variantId,
    quantity: 1,
    gift: true,
    originalUnitGrossCents: 0,
    unitNetCents: 0,
    unitGrossCents: 0,
    vatRatePercent: ratePercent,
    netCents: 0,
    vatCents: 0,
    grossCents: 0,
  };
}

function summarize(items: ReadonlyArray<TaxedAmount & { readonly ratePercent: number }>): VatSummaryEntry[] {
  const byRate = new Map<number, VatSummaryEntry>();
  for (const item of items) {
    if (item.grossCents === 0) continue;
    const entry = byRate.get(item.ratePercent) ?? {
      ratePercent: item.ratePercent,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
    };
    byRate.set(item.ratePercent, {
      ratePercent: item.ratePercent,
      netCents: entry.netCents + item.netCents,
      vatCents: entry.vatCents + item.vatCents,
      grossCents: entry.grossCents + item.grossCents,
    });
  }
  return [...byRate.values()].sort((a, b) => b.ratePercent - a.ratePercent);
}

/**
 * The priced cart for an upper-case destination country and shipping method; null where the shop
 * does not deliver. Sold-out lines are left out; gifts become lines priced 0. Shipping is the
 * method's cost for the cart's packs and goods total (gross with the home VAT), taxed like a pack.
 * The free-shipping threshold is compared with that home-VAT goods total on purpose: it is the total
 * the cart shows, so "free shipping reached" in the cart never turns into a charge at the review.
 */
export function priceForDestination(
  priced: PricedCart,
  country: string,
  method: ShippingMethodId,
): DestinationPrice | null {
  if (!isShippingCountry(country)) return null;
  const ratePercent = vatRateFor(country);
  const quotes = shippingMethodIds.flatMap((id) => {
    const quote = quoteShipping(country, id, priced.itemCount, priced.goodsTotalCents);
    return quote === null ? [] : [quote];
  });
  const chosen = quotes.find((quote) => quote.method === method);
  if (chosen === undefined) return null;

  const lines = [
    ...priced.lines.filter((line) => line.inStock).map((line) => cartLine(line, ratePercent)),
    ...priced.gifts.map((gift) => giftLine(gift, ratePercent)),
  ];
  const shipping: DestinationShipping = { method, quote: chosen, ...taxForDestination(chosen.costCents, ratePercent) };
  const parts = [...lines, shipping];
  const netCents = parts.reduce((sum, part) => sum + part.netCents, 0);
  const vatCents = parts.reduce((sum, part) => sum + part.vatCents, 0);
  const grossCents = parts.reduce((sum, part) => sum + part.grossCents, 0);
  return {
    country,
    vatRatePercent: ratePercent,
    lines,
    shipping,
    shippingOptions: quotes.map((quote) => ({
      method: quote.method,
      grossCents: taxForDestination(quote.costCents, ratePercent).grossCents,
      quote,
    })),
    vat: summarize(parts.map((part) => ({ ...part, ratePercent }))),
    netCents,
    vatCents,
    grossCents,
  };
}
