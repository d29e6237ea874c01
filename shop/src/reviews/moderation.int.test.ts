import { beforeAll, describe, expect, it } from 'vitest';
import { moderationReviewList, review as reviewSchema } from '../contract';
import { bodyOf, call, expectError, get } from '../testing/api-client';
import { minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';
import {
  customerToken,
  listReviews,
  moderate,
  publish,
  seedProducts,
  staff,
  statsOf,
  writtenReview,
} from './review-test-kit';

const shop = useTestShop({ config: { staffToken: staff.token } });
let product: string;
let unseeded: string;
let writers: string[];

beforeAll(async () => {
  [product = ''] = await seedProducts(shop.database.db, ['moderated']);
  [unseeded = ''] = await seedProducts(shop.database.db, ['without-stats'], { withStats: false });
  writers = await Promise.all([1, 2, 3].map((n) => customerToken(shop, `writer${n}@example.com`)));
});

const queue = async (query = '') => {
  const response = await get(shop, `/catalogue/moderation/reviews${query}`, staff);
  expect(response.status).toBe(200);
  return bodyOf(response, moderationReviewList);
};

describe('moderation', () => {
  it('lets only the staff token in', async () => {
    const wrongTokens = ['', 'Bearer', `Bearer ${staff.token}x`, `Basic ${staff.token}`, staff.token];
    for (const authorization of wrongTokens) {
      const headers: Record<string, string> = authorization === '' ? {} : { authorization };
      expectError(await call(shop, 'GET', '/catalogue/moderation/reviews', undefined, { headers }), 401);
    }
    // A customer's session is no staff pass.
    expectError(await get(shop, '/catalogue/moderation/reviews', { token: writers[0] ?? '' }), 401);
    const review = await writtenReview(shop, product, writers[0] ?? '');
    expectError(await moderate(shop, review.id, 'published', 'not-the-staff-token-at-all'), 401);
    expect((await queue()).items.map((item) => item.status)).toEqual(['pending']);
  });

  it('shows the queue oldest first and keeps the product aggregate in step', async () => {
    shop.clock.advance(minutes(1));
    const second = await writtenReview(shop, product, writers[1] ?? '', { rating: 2 });
    shop.clock.advance(minutes(1));
    const third = await writtenReview(shop, product, writers[2] ?? '', { rating: 5 });
    const pending = await queue('?status=pending');
    expect(pending.total).toBe(3);
    const [first] = pending.items;
    expect(pending.items.map((item) => item.id)).toEqual([first?.id, second.id, third.id]);

    await publish(shop, second.id);
    await publish(shop, third.id);
    expect(await statsOf(shop.database.db, product)).toMatchObject({
      ratingCount: 2,
      ratingSum: 7,
      ratingDistribution: [0, 1, 0, 0, 1],
      ratingAverage: 3.5,
    });
    expect((await listReviews(shop, product)).summary).toEqual({
      average: 3.5,
      count: 2,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
    });
    // Publishing twice counts once.
    await publish(shop, third.id);
    expect((await statsOf(shop.database.db, product))?.ratingCount).toBe(2);

    const rejected = await moderate(shop, third.id, 'rejected');
    expect(bodyOf(rejected, reviewSchema).status).toBe('rejected');
    expect(await statsOf(shop.database.db, product)).toMatchObject({
      ratingCount: 1,
      ratingSum: 2,
      ratingDistribution: [0, 1, 0, 0, 0],
      ratingAverage: 2,
    });
    expect((await listReviews(shop, product)).items.map((item) => item.id)).toEqual([second.id]);
    expect((await queue('?status=rejected')).items.map((item) => item.id)).toEqual([third.id]);

    // Rejecting a pending review leaves the aggregate alone.
    await moderate(shop, first?.id ?? '', 'rejected');
    expect((await statsOf(shop.database.db, product))?.ratingCount).toBe(1);
    expect((await queue()).total).toBe(0);

    await moderate(shop, second.id, 'rejected');
    expect(await statsOf(shop.database.db, product)).toMatchObject({ ratingCount: 0, ratingAverage: null });
    expect((await listReviews(shop, product)).summary.average).toBeNull();
  });

  it('creates the stats row of a product that has none', async () => {
    const review = await writtenReview(shop, unseeded, writers[0] ?? '', { rating: 3 });
    expect(await statsOf(shop.database.db, unseeded)).toBeUndefined();
    await publish(shop, review.id);
    expect(await statsOf(shop.database.db, unseeded)).toMatchObject({ ratingCount: 1, ratingSum: 3, ratingAverage: 3 });
  });

  it('refuses unknown reviews and statuses', async () => {
    expectError(await moderate(shop, '00000000-0000-4000-8000-000000000000', 'published'), 404);
    expectError(await moderate(shop, 'not-a-uuid', 'published'), 404);
    const [rejected] = (await queue('?status=rejected')).items;
    expect(rejected).toBeDefined();
    expectError(await moderate(shop, rejected?.id ?? '', 'pending'), 422);
    expectError(await moderate(shop, rejected?.id ?? '', 'PUBLISHED'), 422);
    expectError(await get(shop, '/catalogue/moderation/reviews?status=deleted', staff), 422);
  });
});

describe('moderation without a configured staff token', () => {
  const closed = useTestShop();
  it('answers 401 to everyone', async () => {
    for (const token of [staff.token, 'undefined', '']) {
      expectError(await get(closed, '/catalogue/moderation/reviews', { token }), 401);
    }
  });
});
