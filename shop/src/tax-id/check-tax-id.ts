/**
 * The country-dependent tax / ID number of an address: Spanish DNI/NIE, Brazilian CPF,
 * Argentine CUIT, and a loose "generic" shape everywhere else. The checks are offline
 * (format + check digits); they catch typos, not whether the number was ever issued.
 */
import type { TaxIdCheck, TaxIdKind } from '../ports';

/** Message key of the field label per kind, so the form can say "DNI / NIE", "CPF", "CUIT", … */
export type TaxIdLabelKey =
  'address.taxId.dniNie' | 'address.taxId.cpf' | 'address.taxId.cuit' | 'address.taxId.generic';

const kindByCountry: Readonly<Record<string, TaxIdKind>> = { ES: 'dni-nie', BR: 'cpf', AR: 'cuit' };

const labelKeys: Readonly<Record<TaxIdKind, TaxIdLabelKey>> = {
  'dni-nie': 'address.taxId.dniNie',
  cpf: 'address.taxId.cpf',
  cuit: 'address.taxId.cuit',
  generic: 'address.taxId.generic',
};

/** `country` is an ISO 3166-1 alpha-2 code in any letter case. */
export function taxIdKindFor(country: string): TaxIdKind {
  return kindByCountry[country.trim().toUpperCase()] ?? 'generic';
}

export function taxIdLabelKey(kind: TaxIdKind): TaxIdLabelKey {
  return labelKeys[kind];
}

export function checkTaxId(country: string, value: string): TaxIdCheck {
  switch (taxIdKindFor(country)) {
    case 'dni-nie':
      return checkDniNie(value);
    case 'cpf':
      return checkCpf(value);
    case 'cuit':
      return checkCuit(value);
    case 'generic':
      return checkGeneric(value);
  }
}

const formatError: TaxIdCheck = { ok: false, reason: 'format' };
const checksumError: TaxIdCheck = { ok: false, reason: 'checksum' };

/** People type these numbers as printed on their cards: with spaces, dots and dashes. */
function stripSeparators(value: string): string {
  return value.replace(/[\s.-]/gu, '');
}

function digitsOf(value: string): number[] {
  return Array.from(value, Number);
}

// ---------------------------------------------------------------------------------------------
// Spain: DNI `12345678Z`, NIE `X1234567L`. The letter is the number mod 23 looked up in this
// table; for an NIE the leading X/Y/Z stands for the digit 0/1/2.
const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';
const niePrefixDigit: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

function checkDniNie(value: string): TaxIdCheck {
  const compact = stripSeparators(value).toUpperCase();
  const match = /^(?:(\d{8})|([XYZ])(\d{7}))([A-Z])$/u.exec(compact);
  if (!match) return formatError;
  const [, dniDigits, nieLetter, nieDigits, letter] = match;
  const prefix = nieLetter === undefined ? '' : (niePrefixDigit[nieLetter] ?? '');
  const number = Number(prefix + (dniDigits ?? nieDigits ?? ''));
  return dniLetters[number % 23] === letter ? { ok: true, normalized: compact } : checksumError;
}

// ---------------------------------------------------------------------------------------------
// Brazil: CPF `XXX.XXX.XXX-XX`, two mod-11 check digits over descending weights.
function cpfCheckDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, index) => total + digit * (firstWeight - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

function checkCpf(value: string): TaxIdCheck {
  const compact = stripSeparators(value);
  if (!/^\d{11}$/u.test(compact)) return formatError;
  // 000.000.000-00 … 999.999.999-99 pass the arithmetic but are never issued; they are what
  // people type to get past a form.
  if (/^(\d)\1{10}$/u.test(compact)) return checksumError;
  const digits = digitsOf(compact);
  const base = digits.slice(0, 9);
  const first = cpfCheckDigit(base);
  const second = cpfCheckDigit([...base, first]);
  if (digits[9] !== first || digits[10] !== second) return checksumError;
  const normalized = `${compact.slice(0, 3)}.${compact.slice(3, 6)}.${compact.slice(6, 9)}-${compact.slice(9)}`;
  return { ok: true, normalized };
}

// ---------------------------------------------------------------------------------------------
// Argentina: CUIT/CUIL `XX-XXXXXXXX-X`. The prefix says person (20/23/24/27) or company
// (30/33/34); AFIP never issues a number whose check digit would come out as 10 (it picks the
// 23/33 prefix instead), so that case is a wrong number, not a digit to map.
const cuitPrefixes: ReadonlySet<string> = new Set(['20', '23', '24', '27', '30', '33', '34']);
const cuitWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

function checkCuit(value: string): TaxIdCheck {
  const compact = stripSeparators(value);
  if (!/^\d{11}$/u.test(compact) || !cuitPrefixes.has(compact.slice(0, 2))) return formatError;
  const digits = digitsOf(compact);
  const sum = cuitWeights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? 0 : rest;
  if (expected === 10 || digits[10] !== expected) return checksumError;
  return { ok: true, normalized: `${compact.slice(0, 2)}-${compact.slice(2, 10)}-${compact.slice(10)}` };
}

// ---------------------------------------------------------------------------------------------
// Everywhere else: VAT numbers, NIFs, RUTs, … in any script. Letters include accented ones
// (NFC first, so a decomposed "É" is one letter), and the length counts characters the way a
// person does (code points), not UTF-16 units.
function checkGeneric(value: string): TaxIdCheck {
  const normalized = value.normalize('NFC').trim().replace(/\s+/gu, ' ').toUpperCase();
  const length = Array.from(normalized).length;
  if (length < 3 || length > 30 || !/^[\p{L}\p{M}\p{Nd} ./-]+$/u.test(normalized)) return formatError;
  return { ok: true, normalized };
}
