/**
 * Helpers of the review integration tests: a minimal catalogue of their own (ids that no demo
 * seed uses), customers, and shorthands for the review calls.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductAttributes } from '../catalogue/catalogue-model';
import { createReviewResponse, review as reviewSchema, reviewList, type Review } from '../contract';
import type { Database } from '../db/database';
import { categories, products, productStats, seedBanks } from '../db/schema';
import { bodyOf, createConfirmedAccount, get, login, post, type ApiResponse } from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import type { TestShop } from '../testing/test-app';

export const STAFF_TOKEN = 'staff-token-for-tests-0123456789';
export const staff = { token: STAFF_TOKEN };

const localized = (text: string) => ({ en: text, de: text, fr: text, es: text });

const attributes: ProductAttributes = {
  floweringDays: { min: 56, max: 63 },
  heightIndoorCm: { min: 80, max: 120 },
  heightOutdoorCm: { min: 150, max: 200 },
  genotype: { indica: 60, sativa: 40, ruderalis: 0 },
  seedType: 'feminized',
  yieldIndoorGPerM2: { min: 400, max: 500 },
  yieldOutdoorGPerPlant: { min: 500, max: 700 },
  growthAreas: ['indoor'],
  cbdPercent: 0.5,
  thcPercent: 20,
  thcLevel: 'high',
  genetics: ['Parent A', 'Parent B'],
  effects: ['relaxing'],
  flavours: ['lemon'],
  terpenes: ['myrcene'],
  awards: [],
  badges: [],
};

/**
 * Inserts products `review-test-<name>` under their own seed bank and category. `withStats` adds
 * the `product_stats` row seeding would make; without it the moderation must create the row.
 */
export async function seedProducts(
  db: Database,
  names: readonly string[],
  { withStats = true }: { readonly withStats?: boolean } = {},
): Promise<string[]> {
  await db
    .insert(seedBanks)
    .values({
      id: 'review-test-bank',
      slug: 'review-test-bank',
      name: 'Review Test Seeds',
      country: 'NL',
      foundedYear: 2001,
      description: localized('A seed bank for tests.'),
    })
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values({ id: 'review-test-category', names: localized('Tests'), slugs: localized('tests'), position: 99 })
    .onConflictDoNothing();
  const ids = names.map((name) => `review-test-${name}`);
  await db.insert(products).values(
    ids.map((id) => ({
      id,
      seedBankId: 'review-test-bank',
      name: id,
      primaryCategoryId: 'review-test-category',
      slugs: localized(id),
      description: localized('A strain for tests.'),
      attributes,
      imageCount: 1,
      createdAt: new Date('2029-06-01T00:00:00Z'),
    })),
  );
  if (withStats) await db.insert(productStats).values(ids.map((productId) => ({ productId })));
  return ids;
}

export async function statsOf(db: Database, productId: string) {
  const [row] = await db.select().from(productStats).where(eq(productStats.productId, productId));
  return row;
}

/** A confirmed, signed-in customer; the token of the session. */
export async function customerToken(shop: TestShop, email: string, firstName = 'Alex'): Promise<string> {
  return (await login(shop, await createConfirmedAccount(shop, email, { first_name: firstName }))).token;
}

export function reviewBody(extra: Record<string, unknown> = {}) {
  return {
    rating: 4,
    name: 'Alex',
    text: 'Germinated within two days and grew into a sturdy, fragrant plant.',
    advantages: 'Fast, easy',
    disadvantages: 'Strong smell',
    general_impressions: 'Would grow again',
    captcha: CAPTCHA_OK,
    ...extra,
  };
}

export const writeReview = (
  shop: TestShop,
  productId: string,
  token: string,
  extra: Record<string, unknown> = {},
  language?: string,
) =>
  post(shop, `/catalogue/products/${productId}/reviews`, reviewBody(extra), {
    token,
    ...(language === undefined ? {} : { language }),
  });

/** Writes a review and checks the 201; the review as answered. */
export async function writtenReview(
  shop: TestShop,
  productId: string,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<Review> {
  const response = await writeReview(shop, productId, token, extra);
  expect(response.status).toBe(201);
  return bodyOf(response, createReviewResponse).review;
}

export const moderate = (shop: TestShop, reviewId: string, status: string, token = STAFF_TOKEN) =>
  post(shop, `/catalogue/moderation/reviews/${reviewId}`, { status }, { token });

export async function publish(shop: TestShop, reviewId: string): Promise<Review> {
  const response = await moderate(shop, reviewId, 'published');
  expect(response.status).toBe(200);
  return bodyOf(response, reviewSchema);
}

export const vote = (shop: TestShop, reviewId: string, token: string, helpful: unknown) =>
  post(shop, `/catalogue/reviews/${reviewId}/votes`, { helpful }, { token });

/** The list as a reader of `language` (the Accept-Language; English without it) sees it. */
export async function listReviews(shop: TestShop, productId: string, query = '', token?: string, language?: string) {
  const response: ApiResponse = await get(shop, `/catalogue/products/${productId}/reviews${query}`, {
    ...(token === undefined ? {} : { token }),
    ...(language === undefined ? {} : { language }),
  });
  expect(response.status).toBe(200);
  return bodyOf(response, reviewList);
}
