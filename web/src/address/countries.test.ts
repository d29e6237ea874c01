import { describe, expect, it } from 'vitest';
import { addressCountries, countryName, countryOptions, defaultCountryFor, taxIdField } from './countries';

describe('address countries', () => {
  it('offers the countries the shop delivers to, named in the page language', () => {
    for (const code of ['ES', 'DE', 'FR', 'AT', 'CH', 'NL', 'BE', 'IT', 'PT', 'GB', 'US', 'CA', 'BR', 'AR']) {
      expect(addressCountries).toContain(code);
    }
    expect(countryName('DE', 'de-DE')).toBe('Deutschland');
    expect(countryName('ES', 'es-ES')).toBe('España');
    expect(countryName('GB', 'fr-CA')).toBe('Royaume-Uni');
  });

  it('sorts the choices alphabetically in the page language', () => {
    const labels = countryOptions('de-DE').map((option) => option.label);
    expect(labels[0]).toBe('Argentinien');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de-DE')));
  });

  it('labels the tax / ID number after the country', () => {
    expect(taxIdField('ES').label).toBe('address.taxId.dniNie');
    expect(taxIdField('br').label).toBe('address.taxId.cpf');
    expect(taxIdField('AR').label).toBe('address.taxId.cuit');
    expect(taxIdField('DE')).toEqual({ label: 'address.taxId.generic', hint: undefined, national: false });
    expect(taxIdField('')).toMatchObject({ label: 'address.taxId.generic' });
  });

  it('suggests the country of the page language for a new address', () => {
    expect(defaultCountryFor('de')).toBe('DE');
    expect(defaultCountryFor('en')).toBe('');
  });
});
