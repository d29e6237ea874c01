import { describe, expect, it } from 'vitest';
import { parseShopEnv } from './env';

/** Strong secrets, which a production start requires (security/production-secrets.ts). */
const productionSecrets = {
  ALTCHA_HMAC_KEY: '9f1c0b7e4a2d8c6b3e5f7a1d0c9b8e2f4a6c8e0b2d4f6a8c',
  SHOP_STAFF_TOKEN: 'Qm7vT2xK9pL4wR8sN3zB6yH1cF5jD0gA',
  ORDER_LINK_SECRET: 'u8Jk2Lm9Np4Qr7St1Vw5Xy3Za6Bc0De8Fg2Hi',
  CONTENT_WEBHOOK_SECRET: 'Zx4Cv8Bn2Mq6Wl0Ek3Rt7Yu1Io5Pa9Sd',
};

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
        ...productionSecrets,
        SEEDSHOP_DEMO: 'true',
        SHOP_DEV_MAILBOX: 'true',
        SITE_URL: 'http://localhost:3000',
      }),
    ).toMatchObject({ SHOP_DEV_MAILBOX: true, SHOP_DEV_MAILBOX_OVERRULED: false });
  });

  it('turns the dev mailbox off with SMTP, and in production whatever SHOP_DEV_MAILBOX says', () => {
    expect(parseShopEnv({ SMTP_URL: 'smtp://mail.example:25' }).SHOP_DEV_MAILBOX).toBe(false);
    expect(parseShopEnv({ SMTP_URL: 'smtp://mail.example:25', SHOP_DEV_MAILBOX: 'true' }).SHOP_DEV_MAILBOX).toBe(true);
    expect(parseShopEnv({ NODE_ENV: 'production', ...productionSecrets })).toMatchObject({
      SHOP_DEV_MAILBOX: false,
      SHOP_DEV_MAILBOX_OVERRULED: false,
    });
    for (const siteUrl of ['https://shop.example', 'http://localhost:3000']) {
      expect(
        parseShopEnv({ NODE_ENV: 'production', ...productionSecrets, SHOP_DEV_MAILBOX: 'true', SITE_URL: siteUrl }),
      ).toMatchObject({
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

  it('loads no demo catalogue into a production PostgreSQL database unless asked to, or in the one-machine demo', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://shop@db/shop', ...productionSecrets };
    expect(parseShopEnv(production).DEMO_CATALOGUE).toBe(false);
    expect(parseShopEnv({ ...production, DEMO_CATALOGUE: 'true' }).DEMO_CATALOGUE).toBe(true);
    expect(parseShopEnv({ ...production, SEEDSHOP_DEMO: 'true' }).DEMO_CATALOGUE).toBe(true);
    // The embedded database (the build's prerender and the demo read the demo catalogue from it).
    const { DATABASE_URL: _postgres, ...embedded } = production;
    expect(parseShopEnv(embedded).DEMO_CATALOGUE).toBe(true);
    expect(parseShopEnv({ ...embedded, DEMO_CATALOGUE: 'false' }).DEMO_CATALOGUE).toBe(false);
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

  it('refuses a production start with a missing or weak secret, naming each variable', () => {
    expect(() => parseShopEnv({ NODE_ENV: 'production' })).toThrow(
      /ALTCHA_HMAC_KEY: is required in production[\s\S]*SHOP_STAFF_TOKEN[\s\S]*ORDER_LINK_SECRET[\s\S]*CONTENT_WEBHOOK_SECRET/u,
    );
    expect(() =>
      parseShopEnv({ NODE_ENV: 'production', ...productionSecrets, ORDER_LINK_SECRET: 'a'.repeat(40) }),
    ).toThrow(/ORDER_LINK_SECRET: is too regular/u);
    expect(() =>
      parseShopEnv({
        NODE_ENV: 'production',
        ...productionSecrets,
        CONTENT_WEBHOOK_SECRET: 'seedshop-local-content-webhook-secret',
      }),
    ).toThrow(/CONTENT_WEBHOOK_SECRET: is a value published/u);
    // Development and `next build` need none; reCAPTCHA replaces the ALTCHA key; Sanity's webhook secret replaces the lake's.
    expect(() => parseShopEnv({ NODE_ENV: 'development' })).not.toThrow();
    expect(() => parseShopEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow();
    const { ALTCHA_HMAC_KEY: _altcha, CONTENT_WEBHOOK_SECRET: webhook, ...rest } = productionSecrets;
    expect(() =>
      parseShopEnv({
        NODE_ENV: 'production',
        ...rest,
        RECAPTCHA_SITE_KEY: 'site',
        RECAPTCHA_SECRET_KEY: 'secret',
        SANITY_PROJECT_ID: 'abc123',
        SANITY_REVALIDATE_SECRET: webhook,
      }),
    ).not.toThrow();
  });
});
