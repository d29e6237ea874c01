import { taxIdKindFor, taxIdLabelKey, type TaxIdLabelKey } from '@seedshop/shop/tax-id';
import { refusedCountries, shippingCountries } from '@seedshop/shop/checkout-countries';
import type { MessageId } from '@/i18n/messages';

/**
 * An address may name a country the shop delivers to, or one it refuses to deliver to (a billing
 * address may be there; the checkout says why no parcel goes there). Both lists are the shop's
 * (`@seedshop/shop/checkout-countries`): the cart, the checkout, the address book and the server's
 * checks read the same one. Country names are not in the message catalogues: `Intl.DisplayNames`
 * knows every country in every language.
 */
export interface CountryOption {
  readonly value: string;
  readonly label: string;
}

export function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function sortedOptions(codes: readonly string[], localeTag: string): CountryOption[] {
  const collator = new Intl.Collator(localeTag);
  return codes
    .map((value) => ({ value, label: countryName(value, localeTag) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The countries the shop delivers to, in the page's language and its alphabetical order. */
export function countryOptions(localeTag: string): CountryOption[] {
  return sortedOptions(shippingCountries, localeTag);
}

/**
 * Every country an address may name, in two groups: those the shop delivers to, then those it
 * does not (each sorted in the page's language).
 */
export function addressCountryGroups(localeTag: string): {
  readonly shipping: CountryOption[];
  readonly refused: CountryOption[];
} {
  return { shipping: countryOptions(localeTag), refused: sortedOptions(refusedCountries, localeTag) };
}

/** The tax / ID number a country asks for, and how its field is labelled. */
export interface TaxIdField {
  readonly label: MessageId;
  readonly hint: MessageId | undefined;
  /** A national ID number (DNI/NIE, CPF, CUIT) rather than a generic, optional tax number. */
  readonly national: boolean;
}

/** Hints for the national numbers; the kind and its label key come from the shop, which checks it. */
const taxIdHints: Readonly<Record<TaxIdLabelKey, MessageId | undefined>> = {
  'address.taxId.dniNie': 'address.taxId.dniNieHint',
  'address.taxId.cpf': 'address.taxId.cpfHint',
  'address.taxId.cuit': 'address.taxId.cuitHint',
  'address.taxId.generic': undefined,
};

export function taxIdField(country: string): TaxIdField {
  const kind = taxIdKindFor(country);
  const label = taxIdLabelKey(kind);
  return { label, hint: taxIdHints[label], national: kind !== 'generic' };
}

type RegionLabel =
  | 'address.region.state'
  | 'address.region.province'
  | 'address.region.bundesland'
  | 'address.region.departement'
  | 'address.region.canton'
  | 'address.region.county'
  | 'address.region.region';

/** What a country calls its first-level division; countries not named here say "Region". */
const regionLabels: Readonly<Record<string, RegionLabel>> = {
  US: 'address.region.state',
  BR: 'address.region.state',
  AU: 'address.region.state',
  MX: 'address.region.state',
  ES: 'address.region.province',
  IT: 'address.region.province',
  NL: 'address.region.province',
  BE: 'address.region.province',
  AR: 'address.region.province',
  CA: 'address.region.province',
  CN: 'address.region.province',
  TR: 'address.region.province',
  DE: 'address.region.bundesland',
  AT: 'address.region.bundesland',
  FR: 'address.region.departement',
  CH: 'address.region.canton',
  LU: 'address.region.canton',
  GB: 'address.region.county',
  IE: 'address.region.county',
};

/** The label of the address's region field for a country; before a country is chosen, "State / province". */
export function regionLabel(country: string): RegionLabel | 'address.state' {
  if (country.trim() === '') return 'address.state';
  return regionLabels[country.trim().toUpperCase()] ?? 'address.region.region';
}

/** A sensible first choice for a new address: the country of the page's language, if it has one. */
export function defaultCountryFor(locale: string): string {
  const byLocale: Readonly<Record<string, string>> = { de: 'DE', fr: 'FR', es: 'ES' };
  return byLocale[locale] ?? '';
}
