import { beforeAll, describe, expect, it } from 'vitest';
import { createReviewResponse, review as reviewSchema } from '../contract';
import {
  customerToken,
  listReviews,
  moderate,
  publish,
  reviewBody,
  seedProducts,
  staff,
  vote,
  writeReview,
  writtenReview,
} from '../reviews/review-test-kit';
import { bodyOf, createConfirmedAccount, expectError, get, login, post } from '../testing/api-client';
import { minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop({ config: { staffToken: staff.token } });
let product: string;
let other: string;
let author: string;
let reader: string;

beforeAll(async () => {
  [product = '', other = ''] = await seedProducts(shop.database.db, ['flow', 'other']);
  author = await customerToken(shop, 'author@example.com', 'Robin');
  reader = await customerToken(shop, 'reader@example.com');
});

describe('writing, publishing and voting on a review', () => {
  it('goes from pending to published, and counts helpful votes once per person', async () => {
    const empty = await listReviews(shop, product);
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, page_count: 1 });
    expect(empty.summary).toEqual({ average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });

    const created = await writeReview(shop, product, author, { rating: 5 }, 'de');
    expect(created.status).toBe(201);
    const answer = bodyOf(created, createReviewResponse);
    expect(answer.message).toBe('Danke – deine Bewertung erscheint, sobald wir sie geprüft haben.');
    expect(answer.review).toMatchObject({
      product_id: product,
      name: 'Alex',
      rating: 5,
      advantages: 'Fast, easy',
      general_impressions: 'Would grow again',
      language: 'de',
      status: 'pending',
      helpful_yes: 0,
      helpful_no: 0,
      my_vote: null,
    });
    expect(shop.captcha.calls.at(-1)?.action).toBe('review');
    // Nobody sees it before staff have published it, and nobody can vote on it; its author sees
    // it as their own, waiting.
    expect((await listReviews(shop, product)).total).toBe(0);
    expect((await listReviews(shop, product)).my_review).toBeNull();
    expect((await listReviews(shop, product, '', reader)).my_review).toBeNull();
    expect((await listReviews(shop, product, '', author)).my_review).toMatchObject({
      id: answer.review.id,
      status: 'pending',
    });
    expectError(await vote(shop, answer.review.id, reader, true), 404);

    await publish(shop, answer.review.id);
    const listed = await listReviews(shop, product);
    expect(listed.items.map((item) => item.id)).toEqual([answer.review.id]);
    expect(listed.summary).toEqual({ average: 5, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect((await listReviews(shop, product, '', author)).my_review?.status).toBe('published');

    const own = expectError(await vote(shop, answer.review.id, author, true), 403);
    expect(own.message).toBe('You cannot vote on your own review.');

    const yes = bodyOf(await vote(shop, answer.review.id, reader, true), reviewSchema);
    expect(yes).toMatchObject({ helpful_yes: 1, helpful_no: 0, my_vote: 'yes' });
    const again = bodyOf(await vote(shop, answer.review.id, reader, true), reviewSchema);
    expect(again).toMatchObject({ helpful_yes: 1, helpful_no: 0, my_vote: 'yes' });
    const changed = bodyOf(await vote(shop, answer.review.id, reader, false), reviewSchema);
    expect(changed).toMatchObject({ helpful_yes: 0, helpful_no: 1, my_vote: 'no' });

    expect((await listReviews(shop, product, '', reader)).items[0]?.my_vote).toBe('no');
    expect((await listReviews(shop, product, '', author)).items[0]?.my_vote).toBeNull();
    expect((await listReviews(shop, product)).items[0]).toMatchObject({ helpful_no: 1, my_vote: null });
    // A broken token on the public list is treated like no token, not refused.
    expect((await listReviews(shop, product, '', 'x'.repeat(40))).items[0]?.my_vote).toBeNull();
  });

  it('takes one review per customer and product', async () => {
    await writtenReview(shop, other, reader);
    const second = expectError(await writeReview(shop, other, reader, { rating: 1 }), 409);
    expect(second.message).toBe('You have already reviewed this strain.');
    const inFrench = expectError(await writeReview(shop, other, reader, {}, 'fr'), 409);
    expect(inFrench.message).toBe('Vous avez déjà donné votre avis sur cette variété.');
  });

  it('needs a signed-in customer, a real product and a solved captcha', async () => {
    expectError(await post(shop, `/catalogue/products/${product}/reviews`, reviewBody()), 401);
    expectError(await writeReview(shop, 'no-such-product', reader), 404);
    expectError(await get(shop, '/catalogue/products/no-such-product/reviews'), 404);
    const captcha = expectError(await writeReview(shop, product, reader, { captcha: 'wrong' }), 422);
    expect(Object.keys(captcha.errors ?? {})).toEqual(['captcha']);
    expectError(await vote(shop, '00000000-0000-4000-8000-000000000000', reader, true), 404);
    expectError(await post(shop, `/catalogue/reviews/not-a-uuid/votes`, { helpful: true }), 401);
    expectError(await vote(shop, 'not-a-uuid', reader, true), 404);
  });

  it('names every invalid field, in the request language', async () => {
    const response = await writeReview(
      shop,
      product,
      reader,
      { rating: 6, text: 'Too short', name: '   ', advantages: 'ok\u0000' },
      'es',
    );
    const error = expectError(response, 422);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['advantages', 'name', 'rating', 'text']);
    expect(error.errors?.['text']).toEqual(['Introduce al menos 20 caracteres.']);
  });
});

describe('review list', () => {
  it('sorts by date, rating and helpfulness, and pages through the result', async () => {
    const [sorted = ''] = await seedProducts(shop.database.db, ['sorts']);
    const voters = await Promise.all([1, 2, 3].map((n) => customerToken(shop, `voter${n}@example.com`)));
    const ratings = [3, 5, 1, 4];
    const ids: string[] = [];
    for (const [index, rating] of ratings.entries()) {
      const writer = await customerToken(shop, `writer${index}@example.com`);
      shop.clock.advance(minutes(5));
      const written = await writtenReview(shop, sorted, writer, { rating });
      await publish(shop, written.id);
      ids.push(written.id);
    }
    const [r3 = '', r5 = '', r1 = '', r4 = ''] = ids;
    // r1: +2, r3: +1 −1 = 0, r5: −1, r4: none (0, newer than r3).
    for (const voter of voters.slice(0, 2)) await vote(shop, r1, voter, true);
    await vote(shop, r3, voters[0] ?? '', true);
    await vote(shop, r3, voters[1] ?? '', false);
    await vote(shop, r5, voters[2] ?? '', false);

    const order = async (sort: string) =>
      (await listReviews(shop, sorted, `?sort=${sort}`)).items.map((item) => item.id);
    expect(await order('newest')).toEqual([r4, r1, r5, r3]);
    expect(await order('oldest')).toEqual([r3, r5, r1, r4]);
    expect(await order('rating-desc')).toEqual([r5, r4, r3, r1]);
    expect(await order('rating-asc')).toEqual([r1, r3, r4, r5]);
    expect(await order('helpful')).toEqual([r1, r4, r3, r5]);
    expect((await listReviews(shop, sorted)).items.map((item) => item.id)).toEqual(await order('newest'));

    const second = await listReviews(shop, sorted, '?sort=oldest&page=2&per_page=3');
    expect(second).toMatchObject({ total: 4, page: 2, per_page: 3, page_count: 2 });
    expect(second.items.map((item) => item.id)).toEqual([r4]);
    expect((await listReviews(shop, sorted, '?page=9')).items).toEqual([]);
    expect((await listReviews(shop, sorted)).summary).toEqual({
      average: 3.3,
      count: 4,
      distribution: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 },
    });
  });

  it('lists the reader’s language first and filters by language, the summary over all reviews', async () => {
    const [mixed = ''] = await seedProducts(shop.database.db, ['languages']);
    // Oldest to newest: en (3★), de (5★), fr (2★), en (4★), de (1★).
    const written: [string, number][] = [
      ['en', 3],
      ['de', 5],
      ['fr', 2],
      ['en', 4],
      ['de', 1],
    ];
    const ids: string[] = [];
    for (const [index, [language, rating]] of written.entries()) {
      const writer = await customerToken(shop, `polyglot${index}@example.com`);
      shop.clock.advance(minutes(5));
      const created = await writeReview(shop, mixed, writer, { rating }, language);
      expect(created.status).toBe(201);
      const { review } = bodyOf(created, createReviewResponse);
      expect(review.language).toBe(language);
      await publish(shop, review.id);
      ids.push(review.id);
    }
    const [en3 = '', de5 = '', fr2 = '', en4 = '', de1 = ''] = ids;
    const order = async (query: string, reader?: string) =>
      (await listReviews(shop, mixed, query, undefined, reader)).items.map((item) => item.id);

    expect(await order('', 'de')).toEqual([de1, de5, en4, fr2, en3]);
    expect(await order('?sort=oldest', 'de')).toEqual([de5, de1, en3, fr2, en4]);
    expect(await order('?sort=rating-desc', 'fr')).toEqual([fr2, de5, en4, en3, de1]);
    expect(await order('?sort=rating-asc', 'es')).toEqual([de1, fr2, en3, en4, de5]);
    expect(await order('?sort=newest')).toEqual([en4, en3, de1, fr2, de5]);
    // The groups hold across pages.
    expect(await order('?sort=oldest&per_page=2&page=2', 'de')).toEqual([en3, fr2]);

    const onlyGerman = await listReviews(shop, mixed, '?language=de&sort=rating-asc', undefined, 'fr');
    expect(onlyGerman.items.map((item) => item.id)).toEqual([de1, de5]);
    expect(onlyGerman).toMatchObject({ total: 2, page: 1, page_count: 1 });
    const summary = { average: 3, count: 5, distribution: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 } };
    expect(onlyGerman.summary).toEqual(summary);
    const counts = [
      { language: 'en', count: 2 },
      { language: 'de', count: 2 },
      { language: 'fr', count: 1 },
    ];
    expect(onlyGerman.languages).toEqual(counts);
    const none = await listReviews(shop, mixed, '?language=es', undefined, 'es');
    expect(none).toMatchObject({ items: [], total: 0, page_count: 1, summary, languages: counts });
    expect((await listReviews(shop, mixed, '?language=fr&per_page=1&page=2')).items).toEqual([]);
    expect((await listReviews(shop, mixed)).total).toBe(5);
  });

  it('refuses an unknown language filter with a translated 4xx', async () => {
    const path = `/catalogue/products/${product}/reviews`;
    for (const query of ['?language=xx', '?language=DE', '?language=', '?language=de-CH', '?language=de&language=fr']) {
      const error = expectError(await get(shop, `${path}${query}`, { language: 'fr' }), 422);
      expect(error.message).toBe('Veuillez vérifier les champs signalés.');
      expect(error.errors?.['language']?.[0]).toMatch(/^Veuillez choisir l’une de ces valeurs/u);
    }
    const german = expectError(await get(shop, `${path}?language=klingon`, { language: 'de' }), 422);
    expect(german.errors).toEqual({ language: ['Bitte wähle einen dieser Werte: en, de, fr, es.'] });
  });

  it('refuses hostile and broken requests with 4xx in the one error shape', async () => {
    const path = `/catalogue/products/${product}/reviews`;
    for (const query of ['?sort=drop', '?page=0', '?page=-1', '?per_page=51', '?page=1e9']) {
      expectError(await get(shop, `${path}${query}`), 422);
    }
    for (const id of ["x'%20or%201=1--", '%00', 'a'.repeat(101), '..%2F..%2Fetc']) {
      expect((await get(shop, `/catalogue/products/${id}/reviews`)).status).toBeGreaterThanOrEqual(400);
      expect((await get(shop, `/catalogue/products/${id}/reviews`)).status).toBeLessThan(500);
    }
    const headers = { authorization: `Bearer ${reader}` };
    const raw = (body: string, contentType = 'application/json') =>
      shop.app.request(path, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body });
    expect((await raw('{"rating":')).status).toBe(400);
    expect((await raw('rating=5', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await raw(JSON.stringify(reviewBody({ text: 'x'.repeat(70_000) })))).status).toBe(413);
    expect((await raw('[]')).status).toBe(422);
    for (const body of [
      { rating: '5' },
      { rating: 4.5 },
      { text: 'x'.repeat(5001) },
      { name: { $ne: null } },
      { captcha: '' },
    ]) {
      expectError(await writeReview(shop, product, reader, body), 422);
    }
    const votePath = `/catalogue/reviews/00000000-0000-4000-8000-000000000000/votes`;
    for (const body of [{}, { helpful: 'yes' }, { helpful: 1 }, null]) {
      expectError(await post(shop, votePath, body, { token: reader }), 422);
    }
    expectError(await moderate(shop, "1' or '1'='1", 'published'), 404);
  });
});

// Last: it moves the clock past the lifetime of every token above.
describe('rate limit', () => {
  it('limits a customer to ten reviews an hour', async () => {
    const account = await createConfirmedAccount(shop, 'busy@example.com');
    const busy = (await login(shop, account)).token;
    for (let index = 0; index < 10; index += 1) {
      expectError(await writeReview(shop, `missing-${index}`, busy), 404);
    }
    const refused = expectError(await writeReview(shop, product, busy), 429);
    expect(refused.message).toMatch(/Too many attempts/u);
    shop.clock.advance(minutes(61));
    expect((await writeReview(shop, product, (await login(shop, account)).token)).status).toBe(201);
  });
});
