import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { estimatedSecretBits, MIN_SECRET_BITS, productionSecretProblems, secretWeakness } from './production-secrets';

describe('secretWeakness', () => {
  it('accepts random secrets of the usual encodings', () => {
    for (let round = 0; round < 200; round += 1) {
      expect(secretWeakness(randomBytes(16).toString('hex'))).toBeNull();
      expect(secretWeakness(randomBytes(32).toString('hex'))).toBeNull();
      expect(secretWeakness(randomBytes(24).toString('base64url'))).toBeNull();
      expect(secretWeakness(randomBytes(32).toString('base64'))).toBeNull();
    }
  });

  it('refuses missing, short, regular, placeholder and published values', () => {
    expect(secretWeakness(undefined)).toMatch(/required/u);
    expect(secretWeakness('  ')).toMatch(/required/u);
    expect(secretWeakness(randomBytes(15).toString('hex'))).toMatch(/too short/u);
    expect(secretWeakness('ab'.repeat(20))).toMatch(/too regular/u);
    expect(secretWeakness('0000000000000000000000000000000000000001')).toMatch(/too regular/u);
    expect(secretWeakness('please-change-me-before-going-live-0001')).toMatch(/placeholder/u);
    expect(secretWeakness('my-super-SECRET-key-for-production-2024')).toMatch(/placeholder/u);
    expect(secretWeakness('seedshop-local-content-webhook-secret')).toMatch(/published/u);
  });

  it('estimates bits by character frequency', () => {
    expect(estimatedSecretBits('aaaa')).toBe(0);
    expect(estimatedSecretBits('abcd')).toBe(8);
    expect(estimatedSecretBits('0123456789abcdef0123456789abcdef')).toBe(128);
    expect(estimatedSecretBits('abcabcabcabcabcabcabcabcabcabcabcabc')).toBeLessThan(MIN_SECRET_BITS);
  });
});

describe('productionSecretProblems', () => {
  const strong = () => randomBytes(32).toString('hex');

  it('names every missing secret in production, none elsewhere', () => {
    expect(productionSecretProblems({ NODE_ENV: 'production' }).map((problem) => problem.variable)).toEqual([
      'ALTCHA_HMAC_KEY',
      'SHOP_STAFF_TOKEN',
      'ORDER_LINK_SECRET',
      'CONTENT_WEBHOOK_SECRET',
    ]);
    expect(productionSecretProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionSecretProblems({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('is satisfied by strong secrets', () => {
    expect(
      productionSecretProblems({
        NODE_ENV: 'production',
        ALTCHA_HMAC_KEY: strong(),
        SHOP_STAFF_TOKEN: strong(),
        ORDER_LINK_SECRET: strong(),
        CONTENT_WEBHOOK_SECRET: strong(),
      }),
    ).toEqual([]);
  });

  it('asks for Sanity’s webhook secret when the shop reads Sanity', () => {
    const problems = productionSecretProblems({
      NODE_ENV: 'production',
      ALTCHA_HMAC_KEY: strong(),
      SHOP_STAFF_TOKEN: strong(),
      ORDER_LINK_SECRET: strong(),
      SANITY_PROJECT_ID: 'abc123',
      CONTENT_WEBHOOK_SECRET: strong(),
    });
    expect(problems.map((problem) => problem.variable)).toEqual(['SANITY_REVALIDATE_SECRET']);
  });
});
