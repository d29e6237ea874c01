import { describe, expect, it } from 'vitest';
import { checkTaxId, taxIdKindFor, taxIdLabelKey } from './check-tax-id';

describe('taxIdKindFor', () => {
  it('picks the national number for Spain, Brazil and Argentina in any letter case', () => {
    expect(taxIdKindFor('ES')).toBe('dni-nie');
    expect(taxIdKindFor('es')).toBe('dni-nie');
    expect(taxIdKindFor('Br')).toBe('cpf');
    expect(taxIdKindFor(' ar ')).toBe('cuit');
  });

  it('falls back to the generic shape for every other country', () => {
    expect(taxIdKindFor('DE')).toBe('generic');
    expect(taxIdKindFor('CA')).toBe('generic');
    expect(taxIdKindFor('')).toBe('generic');
  });

  it('names a label message key per kind', () => {
    expect(taxIdLabelKey('dni-nie')).toBe('address.taxId.dniNie');
    expect(taxIdLabelKey('cpf')).toBe('address.taxId.cpf');
    expect(taxIdLabelKey('cuit')).toBe('address.taxId.cuit');
    expect(taxIdLabelKey('generic')).toBe('address.taxId.generic');
  });
});

describe('checkTaxId — Spain (DNI / NIE)', () => {
  // 12345678 mod 23 = 14 → Z; NIE X1234567: 01234567 mod 23 = 19 → L; Y7654321: 17654321 mod 23 = 4 → G.
  it.each([
    ['12345678Z', '12345678Z'],
    ['12345678z', '12345678Z'],
    ['12.345.678-Z', '12345678Z'],
    [' 87654321 x ', '87654321X'],
    ['X1234567L', 'X1234567L'],
    ['x-1234567-l', 'X1234567L'],
    ['Y7654321G', 'Y7654321G'],
    ['Z3456789D', 'Z3456789D'],
  ])('accepts %j as %s', (value, normalized) => {
    expect(checkTaxId('ES', value)).toEqual({ ok: true, normalized });
  });

  it.each(['12345678A', 'X1234567T', 'Y7654321L'])('refuses %j: wrong control letter', (value) => {
    expect(checkTaxId('ES', value)).toEqual({ ok: false, reason: 'checksum' });
  });

  it.each(['1234567Z', '123456789Z', '12345678', 'W1234567L', 'X12345678L', '12345678Ñ', '1234567ÉZ', ''])(
    'refuses %j: not the shape of a DNI or NIE',
    (value) => {
      expect(checkTaxId('ES', value)).toEqual({ ok: false, reason: 'format' });
    },
  );
});

describe('checkTaxId — Brazil (CPF)', () => {
  it.each([
    ['529.982.247-25', '529.982.247-25'],
    ['52998224725', '529.982.247-25'],
    ['123.456.789-09', '123.456.789-09'],
    ['111 444 777 35', '111.444.777-35'],
    ['987654321-00', '987.654.321-00'],
  ])('accepts %j as %s', (value, normalized) => {
    expect(checkTaxId('BR', value)).toEqual({ ok: true, normalized });
  });

  it.each(['529.982.247-24', '52998224752', '123.456.789-00'])('refuses %j: wrong check digits', (value) => {
    expect(checkTaxId('BR', value)).toEqual({ ok: false, reason: 'checksum' });
  });

  it.each(['000.000.000-00', '111.111.111-11', '99999999999'])(
    'refuses %j although its arithmetic works out: all digits are the same',
    (value) => {
      expect(checkTaxId('BR', value)).toEqual({ ok: false, reason: 'checksum' });
    },
  );

  it.each(['529.982.247-2', '5299822472567', '529.982.247-2A', 'abc'])('refuses %j: not 11 digits', (value) => {
    expect(checkTaxId('BR', value)).toEqual({ ok: false, reason: 'format' });
  });
});

describe('checkTaxId — Argentina (CUIT)', () => {
  it.each([
    ['33-69345023-9', '33-69345023-9'],
    ['33693450239', '33-69345023-9'],
    ['20-12345678-6', '20-12345678-6'],
    ['27 17254359 1', '27-17254359-1'],
    // The weighted sum is a multiple of 11, so 11 − 0 = 11 maps to the check digit 0.
    ['23-00000000-0', '23-00000000-0'],
  ])('accepts %j as %s', (value, normalized) => {
    expect(checkTaxId('AR', value)).toEqual({ ok: true, normalized });
  });

  it.each(['33-69345023-8', '20-12345678-7'])('refuses %j: wrong check digit', (value) => {
    expect(checkTaxId('AR', value)).toEqual({ ok: false, reason: 'checksum' });
  });

  it('refuses a number whose check digit would have to be 10, whatever digit is given', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(checkTaxId('AR', `20-00000001-${digit}`)).toEqual({ ok: false, reason: 'checksum' });
    }
  });

  it.each(['21-12345678-6', '10-12345678-6', '20-1234567-6', '20-12345678', 'CUIT 20123456786'])(
    'refuses %j: unknown prefix or not 11 digits',
    (value) => {
      expect(checkTaxId('AR', value)).toEqual({ ok: false, reason: 'format' });
    },
  );
});

describe('checkTaxId — other countries', () => {
  it.each([
    ['DE', 'de 123456789', 'DE 123456789'],
    ['FR', '  FR  40 303 265 045  ', 'FR 40 303 265 045'],
    ['CA', '123-456/789.RT', '123-456/789.RT'],
    ['PT', 'pt-é', 'PT-É'],
    // A decomposed "e" + combining accent counts as one letter, and comes back composed.
    ['IT', 'e\u0301te', 'ÉTE'],
    ['CH', 'CHE-123.456.788 MWST', 'CHE-123.456.788 MWST'],
  ])('%s: accepts %j as %j', (country, value, normalized) => {
    expect(checkTaxId(country, value)).toEqual({ ok: true, normalized });
  });

  it.each([
    ['too short', 'AB'],
    ['too short once trimmed', '  A1  '],
    ['too long', '1'.repeat(31)],
    ['a symbol', 'AB#123'],
    ['an e-mail', 'me@example.com'],
    ['markup', '<b>123</b>'],
  ])('refuses %s', (_label, value) => {
    expect(checkTaxId('DE', value)).toEqual({ ok: false, reason: 'format' });
  });

  it('allows exactly 30 characters', () => {
    expect(checkTaxId('NL', 'A'.repeat(30))).toEqual({ ok: true, normalized: 'A'.repeat(30) });
  });
});
