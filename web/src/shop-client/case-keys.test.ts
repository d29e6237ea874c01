import { describe, expect, it } from 'vitest';
import { camelCase, snakeCase, toCamelKeys, toSnakeKeys } from './case-keys';

describe('key case conversion', () => {
  it('converts single keys both ways', () => {
    expect(snakeCase('firstName')).toBe('first_name');
    expect(snakeCase('passwordConfirm')).toBe('password_confirm');
    expect(snakeCase('taxID')).toBe('tax_id');
    expect(snakeCase('already_snake')).toBe('already_snake');
    expect(camelCase('first_name')).toBe('firstName');
    expect(camelCase('email_confirmed_at')).toBe('emailConfirmedAt');
    expect(camelCase('camelCase')).toBe('camelCase');
  });

  it('walks nested objects and arrays, leaving values alone', () => {
    const date = new Date(0);
    expect(
      toSnakeKeys({
        firstName: 'Ana',
        addresses: [{ postalCode: '28001', isPrimary: true }],
        at: date,
        note: 'keepMe',
      }),
    ).toEqual({ first_name: 'Ana', addresses: [{ postal_code: '28001', is_primary: true }], at: date, note: 'keepMe' });
    expect(toCamelKeys({ customer: { first_name: 'Ana', product_notifications: false }, ttl: 60 })).toEqual({
      customer: { firstName: 'Ana', productNotifications: false },
      ttl: 60,
    });
  });

  it('passes primitives and null through', () => {
    expect(toCamelKeys(null)).toBeNull();
    expect(toSnakeKeys('text')).toBe('text');
    expect(toCamelKeys([1, 'a'])).toEqual([1, 'a']);
  });
});
