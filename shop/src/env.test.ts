import { describe, expect, it } from 'vitest';
import { parseShopEnv } from './env';

describe('parseShopEnv', () => {
  it('has working defaults: PGlite, memory limits, ALTCHA, dev mailbox', () => {
    const env = parseShopEnv({});
    expect(env).toMatchObject({
      PORT: 4000,
      SITE_URL: 'http://localhost:3000',
      ACCESS_TOKEN_TTL_MINUTES: 60,
      REFRESH_TOKEN_TTL_DAYS: 30,
      SHOP_DEV_MAILBOX: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('reads TRUSTED_PROXIES as a small whole number, 0 when unset', () => {
    expect(parseShopEnv({}).TRUSTED_PROXIES).toBe(0);
    expect(parseShopEnv({ TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '11']) {
      expect(() => parseShopEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/u);
    }
  });

  it('treats empty values as unset', () => {
    expect(parseShopEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('keeps the dev mailbox in the one-machine demo, a production build', () => {
    expect(
      parseShopEnv({
        NODE_ENV: 'production',
        SEEDSHOP_DEMO: 'true',
        SHOP_DEV_MAILBOX: 'true',
        SITE_URL: 'http://localhost:3000',
      }),
    ).toMatchObject({ SHOP_DEV_MAILBOX: true, SHOP_DEV_MAILBOX_OVERRULED: false });
  });

  it('turns the dev mailbox off with SMTP, and in production whatever SHOP_DEV_MAILBOX says', () => {
    expect(parseShopEnv({ SMTP_URL: 'smtp://mail.example:25' }).SHOP_DEV_MAILBOX).toBe(false);
    expect(parseShopEnv({ SMTP_URL: 'smtp://mail.example:25', SHOP_DEV_MAILBOX: 'true' }).SHOP_DEV_MAILBOX).toBe(true);
    expect(parseShopEnv({ NODE_ENV: 'production' })).toMatchObject({
      SHOP_DEV_MAILBOX: false,
      SHOP_DEV_MAILBOX_OVERRULED: false,
    });
    for (const siteUrl of ['https://shop.example', 'http://localhost:3000']) {
      expect(parseShopEnv({ NODE_ENV: 'production', SHOP_DEV_MAILBOX: 'true', SITE_URL: siteUrl })).toMatchObject({
        SHOP_DEV_MAILBOX: false,
        SHOP_DEV_MAILBOX_OVERRULED: true,
      });
    }
  });

  it('loads the demo catalogue of 400 products unless told otherwise', () => {
    expect(parseShopEnv({})).toMatchObject({ DEMO_CATALOGUE: true, DEMO_CATALOGUE_PRODUCTS: 400 });
    expect(parseShopEnv({ DEMO_CATALOGUE: 'false', DEMO_CATALOGUE_PRODUCTS: '100000' })).toMatchObject({
      DEMO_CATALOGUE: false,
      DEMO_CATALOGUE_PRODUCTS: 100_000,
    });
    expect(() => parseShopEnv({ DEMO_CATALOGUE_PRODUCTS: '-1' })).toThrow(/DEMO_CATALOGUE_PRODUCTS/u);
    expect(() => parseShopEnv({ DEMO_CATALOGUE: 'maybe' })).toThrow(/DEMO_CATALOGUE/u);
  });

  it('reads the contact inbox and the CORS origins of the catalogue', () => {
    expect(parseShopEnv({})).toMatchObject({
      SHOP_CONTACT_INBOX: 'kontakt@seedshop.example',
      SHOP_CORS_ORIGINS: ['http://localhost:3334'],
    });
    expect(
      parseShopEnv({
        SHOP_CONTACT_INBOX: ' team@shop.example ',
        SHOP_CORS_ORIGINS: 'https://studio.shop.example/, http://localhost:3333',
      }),
    ).toMatchObject({
      SHOP_CONTACT_INBOX: 'team@shop.example',
      SHOP_CORS_ORIGINS: ['https://studio.shop.example', 'http://localhost:3333'],
    });
    expect(parseShopEnv({ SHOP_CORS_ORIGINS: '' }).SHOP_CORS_ORIGINS).toEqual([]);
    expect(() => parseShopEnv({ SHOP_CONTACT_INBOX: 'nobody' })).toThrow(/SHOP_CONTACT_INBOX/u);
    expect(() => parseShopEnv({ SHOP_CORS_ORIGINS: 'studio.example' })).toThrow(/SHOP_CORS_ORIGINS/u);
  });

  it('names the variable of a bad value', () => {
    expect(() => parseShopEnv({ PORT: 'eighty' })).toThrow(/PORT/u);
    expect(() => parseShopEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/u);
    expect(() => parseShopEnv({ RECAPTCHA_SITE_KEY: 'only-one' })).toThrow(/RECAPTCHA_SECRET_KEY/u);
    expect(() => parseShopEnv({ ALTCHA_HMAC_KEY: 'short' })).toThrow(/ALTCHA_HMAC_KEY/u);
  });
});
