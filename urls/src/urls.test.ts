import { describe, expect, it } from 'vitest';
import { localizePath, pagePath, pageUrl, shopApiPath } from './index';

describe('localizePath', () => {
  it('prefixes every language but English; the home page is the bare prefix', () => {
    expect(localizePath('en', '/login')).toBe('/login');
    expect(localizePath('de', '/login')).toBe('/de/login');
    expect(localizePath('fr', '/')).toBe('/fr');
    expect(localizePath('en', '/')).toBe('/');
  });
});

describe('shopApiPath', () => {
  it('puts a shop route under the storefront’s mount point', () => {
    expect(shopApiPath('catalogue/images')).toBe('/api/shop/catalogue/images');
    expect(shopApiPath('/customer/captcha/challenge')).toBe('/api/shop/customer/captcha/challenge');
  });
});

describe('pages the shop links to', () => {
  it('are locale-prefixed like every storefront path', () => {
    expect(pagePath('en', 'confirmEmail')).toBe('/confirm-email');
    expect(pagePath('es', 'newsletterUnsubscribe')).toBe('/es/newsletter/unsubscribe');
  });

  it('become absolute links with an encoded query for mails', () => {
    expect(pageUrl('https://shop.example/', 'de', 'resetPassword', { token: 'a+b/c' })).toBe(
      'https://shop.example/de/reset-password?token=a%2Bb%2Fc',
    );
    expect(pageUrl('https://shop.example', 'fr', 'forgotPassword')).toBe('https://shop.example/fr/forgot-password');
  });
});
