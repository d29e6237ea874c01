/**
 * Where the shop delivers and where it refuses to: one list for the checkout, the account's address
 * book and the shipping estimate. Plain data, no server code: the storefront imports it too.
 *
 * Demo default: the 27 EU member states plus Switzerland, Liechtenstein, Norway and the United
 * Kingdom. Refused destinations are countries where importing cannabis seeds is an offence; an
 * address there may be kept (billing), but no order is sent there.
 */

/** The EU member states (ISO 3166-1 alpha-2; Greece is GR). */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
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
] as const;

/** European countries outside the EU the shop delivers to. */
export const otherShippingCountries = ['CH', 'GB', 'LI', 'NO'] as const;

/** Every destination the shop delivers to. */
export const shippingCountries: readonly string[] = [...euCountries, ...otherShippingCountries];

/**
 * Destinations the shop refuses: named so that a shopper who picks one is told why, instead of not
 * finding the country at all.
 */
export const refusedCountries = ['US', 'CA', 'BR', 'AR', 'AU', 'RU', 'CN', 'JP', 'SG', 'AE', 'TR'] as const;

/** Countries an address may name: the destinations plus the refused ones (a billing address may be there). */
export const addressCountries: readonly string[] = [...shippingCountries, ...refusedCountries];

const euSet: ReadonlySet<string> = new Set(euCountries);
const shippingSet: ReadonlySet<string> = new Set(shippingCountries);
const refusedSet: ReadonlySet<string> = new Set(refusedCountries);
const addressSet: ReadonlySet<string> = new Set(addressCountries);

/** Whether an upper-case country code is an EU member state. */
export function isEuCountry(country: string): boolean {
  return euSet.has(country);
}

/** Whether the shop delivers to an upper-case country code. */
export function isShippingCountry(country: string): boolean {
  return shippingSet.has(country);
}

/** Whether the shop explicitly refuses to deliver to an upper-case country code. */
export function isRefusedCountry(country: string): boolean {
  return refusedSet.has(country);
}

/** Whether an address may name this upper-case country code. */
export function isAddressCountry(country: string): boolean {
  return addressSet.has(country);
}

/** The home country: catalogue prices include its VAT. */
export const HOME_COUNTRY = 'DE';
