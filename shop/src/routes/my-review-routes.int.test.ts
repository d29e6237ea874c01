import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { myReviewList, review as reviewSchema, updateMyReviewResponse } from '../contract';
import { customerNotifications, customers, reviews, reviewVotes } from '../db/schema';
import { LIST_PAGE_SIZE } from '../lists/list-limits';
import {
  customerToken,
  listReviews,
  moderate,
  publish,
  seedProducts,
  staff,
  statsOf,
  vote,
  writtenReview,
} from '../reviews/review-test-kit';
import { bodyOf, call, expectError, get, post } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop({ config: { staffToken: staff.token } });
let products: string[] = [];
let author = '';
let other = '';

const myReviews = async (token: string, query = '', language?: string) => {
  const response = await get(shop, `/account/reviews${query}`, { token, ...(language ? { language } : {}) });
  expect(response.status).toBe(200);
  return bodyOf(response, myReviewList);
};
const patch = (token: string, id: string, body: unknown, language?: string) =>
  call(shop, 'PATCH', `/account/reviews/${id}`, body, { token, ...(language ? { language } : {}) });
const remove = (token: string, id: string) => call(shop, 'DELETE', `/account/reviews/${id}`, undefined, { token });

beforeAll(async () => {
  products = await seedProducts(shop.database.db, ['mine-a', 'mine-b', 'mine-c']);
  author = await customerToken(shop, 'my-comments@example.com', 'Robin');
  other = await customerToken(shop, 'someone-else@example.com', 'Sam');
});

describe('my comments', () => {
  it('lists the own reviews in every status, newest first, with the product and the reason of a rejection', async () => {
    const [a = '', b = '', c = ''] = products;
    const first = await writtenReview(shop, a, author, { rating: 5 });
    shop.clock.advance(60_000);
    const second = await writtenReview(shop, b, author, { rating: 2 });
    shop.clock.advance(60_000);
    const third = await writtenReview(shop, c, author, { rating: 3 });
    await writtenReview(shop, a, other);
    await publish(shop, first.id);
    const rejected = await post(
      shop,
      `/catalogue/moderation/reviews/${second.id}`,
      { status: 'rejected', reason: 'Please describe your own grow, not the seed bank.' },
      { token: staff.token },
    );
    expect(rejected.status).toBe(200);
    expect(bodyOf(rejected, reviewSchema).status).toBe('rejected');

    const list = await myReviews(author, '', 'de');
    expect(list).toMatchObject({ page: 1, page_count: 1, page_size: LIST_PAGE_SIZE, total: 3 });
    expect(list.items.map((item) => [item.id, item.status])).toEqual([
      [third.id, 'pending'],
      [second.id, 'rejected'],
      [first.id, 'published'],
    ]);
    const [pending, refused, shown] = list.items;
    expect(refused?.moderation_reason).toBe('Please describe your own grow, not the seed bank.');
    expect(pending?.moderation_reason).toBeNull();
    expect(shown).toMatchObject({
      rating: 5,
      edited_at: null,
      product: {
        id: a,
        name: a,
        path: { product: { en: a, de: a, fr: a, es: a }, category: { de: 'tests' } },
      },
    });
    expect(shown?.product.image.url).toContain(a);
    // Another customer sees only their own.
    expect((await myReviews(other)).items.map((item) => item.product.id)).toEqual([a]);
  });

  it('keeps the reason only while a review is rejected, and refuses a reason with publishing', async () => {
    const [, , c = ''] = products;
    const mine = await writtenReview(shop, c, other);
    const refused = expectError(
      await post(shop, `/catalogue/moderation/reviews/${mine.id}`, { status: 'published', reason: 'x' }, staff),
      422,
    );
    expect(Object.keys(refused.errors ?? {})).toEqual(['reason']);
    expect((await moderate(shop, mine.id, 'rejected')).status).toBe(200);
    expect((await myReviews(other)).items.find((item) => item.id === mine.id)?.moderation_reason).toBeNull();
    await post(shop, `/catalogue/moderation/reviews/${mine.id}`, { status: 'rejected', reason: 'Off topic' }, staff);
    expect((await myReviews(other)).items.find((item) => item.id === mine.id)?.moderation_reason).toBe('Off topic');
    await publish(shop, mine.id);
    const [row] = await shop.database.db.select().from(reviews).where(eq(reviews.id, mine.id));
    expect(row?.moderationReason).toBeNull();
  });

  it('pages by the list page size', async () => {
    const many = await seedProducts(
      shop.database.db,
      Array.from({ length: LIST_PAGE_SIZE + 1 }, (_, index) => `paged-${index}`),
    );
    const pager = await customerToken(shop, 'pager@example.com');
    const [customer] = await shop.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'pager@example.com'));
    // Straight into the table: the hourly limit of new reviews would stop the calls.
    await shop.database.db.insert(reviews).values(
      many.map((productId, index) => ({
        productId,
        customerId: customer?.id ?? '',
        name: 'Pat',
        rating: 3,
        text: 'A review written for the paging test of my comments.',
        language: 'en' as const,
        createdAt: new Date(shop.clock.now().getTime() - (index % 3) * 1000),
      })),
    );
    const first = await myReviews(pager);
    expect(first).toMatchObject({ total: LIST_PAGE_SIZE + 1, page_count: 2 });
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    const second = await myReviews(pager, '?page=2');
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(LIST_PAGE_SIZE + 1);
    expect((await myReviews(pager, '?page=9')).items).toEqual([]);
    expectError(await get(shop, '/account/reviews?page=0', { token: pager }), 422);
    expectError(await get(shop, '/account/reviews'), 401);
  });
});

describe('editing a review', () => {
  it('sends a published review back to moderation and takes it out of the rating until published again', async () => {
    const product = (await seedProducts(shop.database.db, ['edit-published']))[0] ?? '';
    const editor = await customerToken(shop, 'editor@example.com');
    const written = await writtenReview(shop, product, editor, { rating: 5 });
    const kept = await writtenReview(shop, product, other, { rating: 3 });
    await publish(shop, written.id);
    await publish(shop, kept.id);
    expect(await statsOf(shop.database.db, product)).toMatchObject({ ratingCount: 2, ratingSum: 8 });

    shop.clock.advance(5 * 60_000);
    const edited = await patch(
      editor,
      written.id,
      { rating: 2, text: 'Second look: it stretched a lot in flowering.' },
      'fr',
    );
    expect(edited.status).toBe(200);
    const answer = bodyOf(edited, updateMyReviewResponse);
    expect(answer.message).toBe('Votre avis est enregistré. Il sera de nouveau affiché une fois vérifié.');
    expect(answer.review).toMatchObject({
      id: written.id,
      status: 'pending',
      rating: 2,
      text: 'Second look: it stretched a lot in flowering.',
      advantages: 'Fast, easy',
      edited_at: shop.clock.now().toISOString(),
    });
    expect(await statsOf(shop.database.db, product)).toMatchObject({
      ratingCount: 1,
      ratingSum: 3,
      ratingDistribution: [0, 0, 1, 0, 0],
    });
    expect((await listReviews(shop, product)).items.map((item) => item.id)).toEqual([kept.id]);

    await publish(shop, written.id);
    const summary = (await listReviews(shop, product)).summary;
    expect(summary).toEqual({ average: 2.5, count: 2, distribution: { 1: 0, 2: 1, 3: 1, 4: 0, 5: 0 } });
  });

  it('changes nothing when the body repeats what is stored, so a double save cannot unpublish', async () => {
    const product = (await seedProducts(shop.database.db, ['edit-same']))[0] ?? '';
    const written = await writtenReview(shop, product, author, { rating: 4 });
    await publish(shop, written.id);
    const same = await patch(author, written.id, { rating: 4, name: 'Alex', advantages: 'Fast, easy' });
    expect(same.status).toBe(200);
    expect(bodyOf(same, updateMyReviewResponse)).toMatchObject({
      message: 'Nothing changed in your review.',
      review: { status: 'published', edited_at: null },
    });
    expect(await statsOf(shop.database.db, product)).toMatchObject({ ratingCount: 1, ratingSum: 4 });
    // Clearing an optional answer is a change; doing it twice is one change.
    const cleared = bodyOf(await patch(author, written.id, { advantages: '' }), updateMyReviewResponse);
    expect(cleared.review).toMatchObject({ status: 'pending', advantages: null });
    const again = bodyOf(await patch(author, written.id, { advantages: null }), updateMyReviewResponse);
    expect(again.message).toBe('Nothing changed in your review.');
    expect(await statsOf(shop.database.db, product)).toMatchObject({ ratingCount: 0, ratingSum: 0 });
  });

  it('clears the reason of a rejected review it sends back to moderation', async () => {
    const product = (await seedProducts(shop.database.db, ['edit-rejected']))[0] ?? '';
    const written = await writtenReview(shop, product, author);
    await post(shop, `/catalogue/moderation/reviews/${written.id}`, { status: 'rejected', reason: 'Spam' }, staff);
    const edited = bodyOf(
      await patch(author, written.id, { text: 'Rewritten: a calm, even grow with a good harvest.' }),
      updateMyReviewResponse,
    );
    expect(edited.review).toMatchObject({ status: 'pending', moderation_reason: null });
    const [row] = await shop.database.db.select().from(reviews).where(eq(reviews.id, written.id));
    expect(row?.moderationReason).toBeNull();
  });

  it('refuses what the review form refuses, and another customer’s or an unknown review is a 404', async () => {
    const product = (await seedProducts(shop.database.db, ['edit-refused']))[0] ?? '';
    const written = await writtenReview(shop, product, author);
    const invalid = expectError(await patch(author, written.id, { rating: 6, text: 'short', name: ' ' }), 422);
    expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['name', 'rating', 'text']);
    expectError(await patch(other, written.id, { rating: 1 }), 404);
    expectError(await remove(other, written.id), 404);
    expectError(await patch(author, '00000000-0000-4000-8000-000000000000', { rating: 1 }), 404);
    expectError(await patch(author, 'not-a-review', { rating: 1 }), 404);
    expectError(await patch('', written.id, { rating: 1 }), 401);
    const [row] = await shop.database.db.select().from(reviews).where(eq(reviews.id, written.id));
    expect(row).toMatchObject({ rating: 4, editedAt: null });
  });
});

describe('deleting a review', () => {
  it('takes a published review out of the rating, with its votes and notifications, and again is 204', async () => {
    const product = (await seedProducts(shop.database.db, ['delete-published']))[0] ?? '';
    const deleter = await customerToken(shop, 'deleter@example.com');
    const written = await writtenReview(shop, product, deleter, { rating: 1 });
    const kept = await writtenReview(shop, product, other, { rating: 5 });
    await publish(shop, written.id);
    await publish(shop, kept.id);
    expect((await vote(shop, written.id, other, true)).status).toBe(200);
    const [customer] = await shop.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'deleter@example.com'));
    await shop.database.db.insert(customerNotifications).values({
      customerId: customer?.id ?? '',
      kind: 'review-published',
      productId: product,
      reviewId: written.id,
      details: {},
      createdAt: shop.clock.now(),
    });

    expect((await remove(deleter, written.id)).status).toBe(204);
    expect((await remove(deleter, written.id)).status).toBe(204);
    expect((await myReviews(deleter)).items).toEqual([]);
    expect(await statsOf(shop.database.db, product)).toMatchObject({ ratingCount: 1, ratingSum: 5 });
    expect((await listReviews(shop, product)).summary.count).toBe(1);
    const votes = await shop.database.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, written.id));
    expect(votes).toEqual([]);
    const left = await shop.database.db
      .select()
      .from(customerNotifications)
      .where(eq(customerNotifications.reviewId, written.id));
    expect(left).toEqual([]);
    // The customer may review the strain again.
    await writtenReview(shop, product, deleter);
  });

  it('leaves the rating alone for a pending review', async () => {
    const product = (await seedProducts(shop.database.db, ['delete-pending']))[0] ?? '';
    const kept = await writtenReview(shop, product, other, { rating: 4 });
    await publish(shop, kept.id);
    const pending = await writtenReview(shop, product, author, { rating: 1 });
    expect((await remove(author, pending.id)).status).toBe(204);
    expect(await statsOf(shop.database.db, product)).toMatchObject({ ratingCount: 1, ratingSum: 4 });
  });
});
