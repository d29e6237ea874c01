/**
 * Shipping methods and what they cost: by zone and number of packs, free above a goods total, with
 * a delivery estimate in working days. Every parcel goes out in discreet packaging (a plain
 * envelope or box, no shop name or logo on the outside) — the default, not an option. Prices are
 * gross with the home VAT, like the catalogue's; the checkout taxes them like the goods.
 */
import { euCountries, HOME_COUNTRY, isShippingCountry } from './checkout-countries';

export const shippingMethodIds = ['standard', 'tracked'] as const;
export type ShippingMethodId = (typeof shippingMethodIds)[number];

export type ShippingZoneId = 'home' | 'eu' | 'europe-other';

/** Packs that ship for the base price; each further started block of this many adds `perExtraBlockCents`. */
export const PACKS_PER_BLOCK = 10;

export interface ShippingRate {
  readonly baseCents: number;
  readonly perExtraBlockCents: number;
  /** Goods total (gross, after discounts) from which this method costs nothing; null: never free. */
  readonly freeFromCents: number | null;
  readonly estimateDays: { readonly min: number; readonly max: number };
}

export const shippingRates: Readonly<Record<ShippingZoneId, Readonly<Record<ShippingMethodId, ShippingRate>>>> = {
  home: {
    standard: { baseCents: 490, perExtraBlockCents: 150, freeFromCents: 5000, estimateDays: { min: 2, max: 4 } },
    tracked: { baseCents: 790, perExtraBlockCents: 150, freeFromCents: 10000, estimateDays: { min: 1, max: 3 } },
  },
  eu: {
    standard: { baseCents: 990, perExtraBlockCents: 250, freeFromCents: 8000, estimateDays: { min: 4, max: 8 } },
    tracked: { baseCents: 1590, perExtraBlockCents: 250, freeFromCents: 15000, estimateDays: { min: 3, max: 6 } },
  },
  'europe-other': {
    standard: { baseCents: 1490, perExtraBlockCents: 350, freeFromCents: 12000, estimateDays: { min: 6, max: 12 } },
    tracked: { baseCents: 2490, perExtraBlockCents: 350, freeFromCents: null, estimateDays: { min: 4, max: 8 } },
  },
};

const euSet: ReadonlySet<string> = new Set(euCountries);

/** The shipping zone of an upper-case country code, or null where the shop does not deliver. */
export function shippingZoneIdOf(country: string): ShippingZoneId | null {
  if (!isShippingCountry(country)) return null;
  if (country === HOME_COUNTRY) return 'home';
  return euSet.has(country) ? 'eu' : 'europe-other';
}

export interface ShippingQuote {
  readonly method: ShippingMethodId;
  readonly zone: ShippingZoneId;
  /** Gross with the home VAT (the checkout re-taxes it for the destination). */
  readonly costCents: number;
  readonly freeFromCents: number | null;
  readonly remainingToFreeCents: number | null;
  readonly estimateDays: { readonly min: number; readonly max: number };
}

/** What a method costs to a country for `packs` packs and a goods total; null where the shop does not deliver. */
export function quoteShipping(
  country: string,
  method: ShippingMethodId,
  packs: number,
  goodsTotalCents: number,
): ShippingQuote | null {
  const zone = shippingZoneIdOf(country);
  if (zone === null) return null;
  const rate = shippingRates[zone][method];
  const extraBlocks = packs <= PACKS_PER_BLOCK ? 0 : Math.ceil((packs - PACKS_PER_BLOCK) / PACKS_PER_BLOCK);
  const free = packs === 0 || (rate.freeFromCents !== null && goodsTotalCents >= rate.freeFromCents);
  return {
    method,
    zone,
    costCents: free ? 0 : rate.baseCents + extraBlocks * rate.perExtraBlockCents,
    freeFromCents: rate.freeFromCents,
    remainingToFreeCents: rate.freeFromCents === null ? null : Math.max(0, rate.freeFromCents - goodsTotalCents),
    estimateDays: rate.estimateDays,
  };
}
