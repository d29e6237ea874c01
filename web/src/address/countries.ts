import { taxIdKindFor, taxIdLabelKey, type TaxIdLabelKey } from '@seedshop/shop/tax-id';
import type { MessageId } from '@/i18n/messages';

/**
 * The countries the shop delivers to (ISO 3166-1 alpha-2). Their names are not in the message
 * catalogues: `Intl.DisplayNames` knows every country in every language.
 */
export const addressCountries = [
  'ES',
  'DE',
  'FR',
  'AT',
  'CH',
  'NL',
  'BE',
  'IT',
  'PT',
  'GB',
  'US',
  'CA',
  'BR',
  'AR',
] as const;

export type AddressCountry = (typeof addressCountries)[number];

export function isAddressCountry(value: string): value is AddressCountry {
  return (addressCountries as readonly string[]).includes(value);
}

export function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country choices in the page's language, in its alphabetical order. */
export function countryOptions(localeTag: string): { readonly value: AddressCountry; readonly label: string }[] {
  const collator = new Intl.Collator(localeTag);
  return addressCountries
    .map((value) => ({ value, label: countryName(value, localeTag) }))
    .sort((a, b) => collator.compare(a.label, b.label));
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

/** A sensible first choice for a new address: the country of the page's language, if it has one. */
export function defaultCountryFor(locale: string): AddressCountry | '' {
  const byLocale: Readonly<Record<string, AddressCountry>> = { de: 'DE', fr: 'FR', es: 'ES' };
  return byLocale[locale] ?? '';
}
