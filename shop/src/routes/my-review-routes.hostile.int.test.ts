/**
 * Property-based: hostile bodies, ids, pages, tokens, list secrets and languages against the "My
 * comments" routes, the staff moderation with its reason and the account summary counts. Whatever
 * a client sends, the answer is below 500, nothing is logged as an error, a success matches the
 * contract and every other answer is the error shape.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountSummaryCounts,
  errorResponse,
  LISTS_ID_HEADER,
  myReviewList,
  review,
  updateMyReviewResponse,
} from '../contract';
import { customerToken, seedProducts, staff, writtenReview } from '../reviews/review-test-kit';
import { authorization, bodyFor, contentType, headerText, idSegment, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop({ config: { staffToken: staff.token } });

const endpoints = [
  { method: 'GET', path: '/account/reviews?page={page}', fields: [], answer: myReviewList },
  {
    method: 'PATCH',
    path: '/account/reviews/{id}',
    fields: ['rating', 'name', 'text', 'advantages', 'disadvantages', 'general_impressions'],
    answer: updateMyReviewResponse,
  },
  { method: 'DELETE', path: '/account/reviews/{id}', fields: [], answer: null },
  { method: 'POST', path: '/catalogue/moderation/reviews/{id}', fields: ['status', 'reason'], answer: review },
  { method: 'GET', path: '/account/summary-counts', fields: [], answer: accountSummaryCounts },
] as const;

let validToken = '';
let validReviewIds: string[] = [];

beforeAll(async () => {
  const products = await seedProducts(shop.database.db, ['hostile-a', 'hostile-b', 'hostile-c']);
  validToken = await customerToken(shop, 'hostile-comments@example.com');
  validReviewIds = [];
  for (const product of products) validReviewIds.push((await writtenReview(shop, product, validToken)).id);
});

/** Right shapes with hostile contents, so requests reach the handlers and the database. */
const plausibleReviewBody = fc
  .record(
    {
      rating: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constantFrom(1e308, 2.5, '5', null)),
      name: fc.oneof(fc.string({ maxLength: 90 }), fc.constantFrom('\u0000', "' OR 1=1 --", ' ')),
      text: fc.oneof(fc.string({ minLength: 15, maxLength: 120 }), fc.constant('x'.repeat(5001))),
      advantages: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null)),
      disadvantages: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null)),
      general_impressions: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null)),
      status: fc.constantFrom('published', 'rejected', 'pending', 'PUBLISHED', ''),
      reason: fc.oneof(fc.string({ maxLength: 60 }), fc.constant(null), fc.constant('r'.repeat(501))),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));

const page = fc.oneof(
  fc.integer({ min: -2, max: 5 }).map(String),
  fc.constantFrom('', '1e3', 'NaN', '%00', '999999999999', '1.5', 'abc'),
);

const listsId = fc.option(fc.oneof(headerText, fc.base64String({ minLength: 44, maxLength: 44 })), {
  nil: undefined,
});

describe('my comments routes under hostile input', () => {
  it('never answer 5xx: every route, hostile bodies, ids, pages, tokens, list secrets and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.constantFrom(...endpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        id: fc.oneof(idSegment, fc.constantFrom('VALID-0', 'VALID-1', 'VALID-2')),
        page,
        body: fc.oneof(
          { weight: 2, arbitrary: plausibleReviewBody },
          bodyFor({ ...endpoint, fields: [...endpoint.fields] }),
        ),
        contentType,
        authorization: fc.oneof(authorization, fc.constant('STAFF')),
        listsId,
        language,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const headers = new Headers();
        if (sample.contentType !== undefined) headers.set('content-type', sample.contentType);
        if (sample.authorization !== undefined) {
          const token =
            sample.authorization === 'VALID'
              ? `Bearer ${validToken}`
              : sample.authorization === 'STAFF'
                ? `Bearer ${staff.token}`
                : sample.authorization;
          headers.set('authorization', token);
        }
        if (sample.listsId !== undefined) headers.set(LISTS_ID_HEADER, sample.listsId);
        if (sample.language !== undefined) headers.set('accept-language', sample.language);
        const validIndex = /^VALID(?:-([0-9]))?$/u.exec(sample.id);
        const id = validIndex === null ? sample.id : (validReviewIds[Number(validIndex[1] ?? 0)] ?? '');
        const path = sample.endpoint.path.replace('{id}', id).replace('{page}', sample.page);
        const withBody = sample.body !== undefined && sample.endpoint.method !== 'GET';
        const response = await shop.app.request(path, {
          method: sample.endpoint.method,
          headers,
          ...(withBody ? { body: sample.body } : {}),
        });
        const raw = await response.text();
        expect(
          response.status,
          `${sample.endpoint.method} ${path} → ${response.status}: ${raw.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (response.status === 204) {
          expect(raw).toBe('');
          return;
        }
        expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
        const parsed: unknown = JSON.parse(raw);
        if (response.status === 200 && sample.endpoint.answer !== null) sample.endpoint.answer.parse(parsed);
        else errorResponse.strict().parse(parsed);
      }),
      { numRuns: 300 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
