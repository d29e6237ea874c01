import { addressCountries, refusedCountries, shippingCountries } from '@seedshop/shop/checkout-countries';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';
import {
  addressCountryGroups,
  countryName,
  countryOptions,
  defaultCountryFor,
  regionLabel,
  taxIdField,
} from './countries';

describe('address countries', () => {
  it('offers exactly the shop’s address countries: the destinations, then the refused ones', () => {
    const groups = addressCountryGroups('en-US');
    expect(groups.shipping.map((option) => option.value).sort()).toEqual([...shippingCountries].sort());
    expect(groups.refused.map((option) => option.value).sort()).toEqual([...refusedCountries].sort());
    expect([...groups.shipping, ...groups.refused]).toHaveLength(addressCountries.length);
    // Every EU state is there (Poland, Greece, …); the US only among the refused.
    expect(groups.shipping.map((option) => option.value)).toEqual(expect.arrayContaining(['PL', 'GR', 'MT', 'SE']));
    expect(groups.shipping.map((option) => option.value)).not.toContain('US');
    expect(groups.refused.map((option) => option.value)).toContain('US');
  });

  it('offers only the destinations where a parcel can go (the cart’s estimate)', () => {
    expect(
      countryOptions('fr-CA')
        .map((option) => option.value)
        .sort(),
    ).toEqual([...shippingCountries].sort());
  });

  it('names the countries in the page language', () => {
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('ES', 'es-ES')).toBe('España');
    expect(countryName('GB', 'fr-CA')).toBe('Royaume-Uni');
    expect(addressCountryGroups('de-DE').shipping.find((option) => option.value === 'GR')?.label).toBe('Griechenland');
  });

  it('sorts each group alphabetically in the page language', () => {
    for (const tag of ['en-US', 'de-DE', 'fr-CA', 'es-ES']) {
      const { shipping, refused } = addressCountryGroups(tag);
      for (const labels of [shipping.map((o) => o.label), refused.map((o) => o.label)]) {
        expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, tag)));
      }
    }
    expect(countryOptions('de-DE')[0]?.label).toBe('Belgien');
    expect(countryOptions('fr-CA')[0]?.label).toBe('Allemagne');
  });

  it('labels the tax / ID number after the country', () => {
    expect(taxIdField('ES').label).toBe('address.taxId.dniNie');
    expect(taxIdField('br').label).toBe('address.taxId.cpf');
    expect(taxIdField('AR').label).toBe('address.taxId.cuit');
    expect(taxIdField('DE')).toEqual({ label: 'address.taxId.generic', hint: undefined, national: false });
    expect(taxIdField('')).toMatchObject({ label: 'address.taxId.generic' });
  });

  it('labels Spain’s national number ID/DNI/NIE in every language', () => {
    for (const locale of ['en', 'de', 'fr', 'es'] as const) {
      expect(catalogues[locale][taxIdField('ES').label]).toBe('ID/DNI/NIE');
    }
  });

  it('names the region field the way the country does', () => {
    expect(regionLabel('US')).toBe('address.region.state');
    expect(regionLabel('ES')).toBe('address.region.province');
    expect(regionLabel('DE')).toBe('address.region.bundesland');
    expect(regionLabel('at')).toBe('address.region.bundesland');
    expect(regionLabel('FR')).toBe('address.region.departement');
    expect(regionLabel('CH')).toBe('address.region.canton');
    expect(regionLabel('IE')).toBe('address.region.county');
    expect(regionLabel('PL')).toBe('address.region.region');
    expect(regionLabel('')).toBe('address.state');
    expect(catalogues.en[regionLabel('ES')]).toBe('Province');
    expect(catalogues.de[regionLabel('ES')]).toBe('Provinz');
    expect(catalogues.fr[regionLabel('FR')]).toBe('Département');
    expect(catalogues.es[regionLabel('DE')]).toBe('Estado federado');
  });

  it('suggests the country of the page language for a new address', () => {
    expect(defaultCountryFor('de')).toBe('DE');
    expect(defaultCountryFor('en')).toBe('');
  });
});
