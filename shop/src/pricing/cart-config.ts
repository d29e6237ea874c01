/**
 * The cart's limits, VAT and shipping table: one place, read by the price engine, the cart routes
 * and the purge job (ADR 0023).
 */

/** The most packs of one variant a cart line may hold. */
export const MAX_QUANTITY_PER_LINE = 20;
/** The most lines one cart may hold. */
export const MAX_LINES = 30;
/** A guest cart untouched for this long is purged. */
export const GUEST_CART_TTL_DAYS = 30;
/**
 * Catalogue prices are gross with German VAT. The cart shows the VAT they include; a checkout that
 * prices by destination takes the net price back out with this rate.
 */
export const HOME_VAT_RATE_PERCENT = 19;
/** The currency of every price. */
export const CURRENCY = 'EUR';

export type ShippingZoneId = 'home' | 'eu' | 'europe-other';

export interface ShippingZone {
  readonly id: ShippingZoneId;
  readonly costCents: number;
  /** Goods total (gross, after discounts) from which shipping is free. */
  readonly freeFromCents: number;
}

const zones: Readonly<Record<ShippingZoneId, ShippingZone>> = {
  home: { id: 'home', costCents: 490, freeFromCents: 5000 },
  eu: { id: 'eu', costCents: 990, freeFromCents: 8000 },
  'europe-other': { id: 'europe-other', costCents: 1490, freeFromCents: 12000 },
};

/** The other EU member states (ISO 3166-1 alpha-2; Greece is GR). */
const euCountries: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

const otherEuropeanCountries: ReadonlySet<string> = new Set(['CH', 'GB', 'LI', 'NO']);

/** The shipping zone of an upper-case country code, or null where the shop does not ship. */
export function shippingZoneOf(country: string): ShippingZone | null {
  if (country === 'DE') return zones.home;
  if (euCountries.has(country)) return zones.eu;
  if (otherEuropeanCountries.has(country)) return zones['europe-other'];
  return null;
}
