import { describe, expect, it } from 'vitest';
import { oneClickUnsubscribeLink, storefrontLink, storefrontPage } from './links';

describe('storefrontLink', () => {
  it('prefixes every language but English and encodes the token', () => {
    expect(storefrontLink('https://shop.example/', 'en', 'confirmEmail', 'a+b/c')).toBe(
      'https://shop.example/confirm-email?token=a%2Bb%2Fc',
    );
    expect(storefrontLink('https://shop.example', 'de', 'resetPassword', 'x')).toBe(
      'https://shop.example/de/reset-password?token=x',
    );
    expect(storefrontLink('https://shop.example', 'es', 'restoreCustomer', 'x')).toBe(
      'https://shop.example/es/restore-customer?token=x',
    );
  });
});

describe('storefrontPage', () => {
  it('links a page without a token, prefixed like the others', () => {
    expect(storefrontPage('https://shop.example/', 'en', 'forgotPassword')).toBe(
      'https://shop.example/forgot-password',
    );
    expect(storefrontPage('https://shop.example', 'fr', 'forgotPassword')).toBe(
      'https://shop.example/fr/forgot-password',
    );
  });
});

describe('oneClickUnsubscribeLink', () => {
  it('leads the one-click unsubscribe URL to the shop API behind the storefront', () => {
    expect(oneClickUnsubscribeLink('https://shop.example/', 'a+b')).toBe(
      'https://shop.example/api/shop/newsletter/unsubscribe/one-click?token=a%2Bb',
    );
  });
});
