import { describe, expect, it } from 'vitest';
import { checkPostalCode } from './postal-codes';

describe('checkPostalCode', () => {
  it('accepts the formats of the destinations', () => {
    expect(checkPostalCode('DE', '10115')).toBe('10115');
    expect(checkPostalCode('ES', '28013')).toBe('28013');
    expect(checkPostalCode('FR', ' 75001 ')).toBe('75001');
    expect(checkPostalCode('NL', '1012  ab')).toBe('1012 AB');
    expect(checkPostalCode('IE', 'D02 X285')).toBe('D02 X285');
    expect(checkPostalCode('PT', '1000-001')).toBe('1000-001');
    expect(checkPostalCode('GB', 'SW1A 1AA')).toBe('SW1A 1AA');
    expect(checkPostalCode('CH', '8001')).toBe('8001');
  });

  it('refuses codes of the wrong shape for the country', () => {
    expect(checkPostalCode('ES', '2801')).toBeNull();
    expect(checkPostalCode('ES', '99000')).toBeNull();
    expect(checkPostalCode('DE', '1011')).toBeNull();
    expect(checkPostalCode('DE', '10115-1')).toBeNull();
    expect(checkPostalCode('NL', '1012')).toBeNull();
    expect(checkPostalCode('CH', '80011')).toBeNull();
  });

  it('accepts any plausible code where the library knows no format, and nothing else', () => {
    expect(checkPostalCode('AE', '00000')).toBe('00000');
    expect(checkPostalCode('AE', 'AB-12 3')).toBe('AB-12 3');
    expect(checkPostalCode('AE', '1')).toBeNull();
    expect(checkPostalCode('AE', '12345678901')).toBeNull();
    expect(checkPostalCode('AE', '12#45')).toBeNull();
    expect(checkPostalCode('AE', '-1234')).toBeNull();
  });
});
