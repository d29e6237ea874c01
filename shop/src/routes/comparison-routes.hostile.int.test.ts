/**
 * Property-based: hostile product ids, list ids, share tokens, names, bodies, lists secrets, tokens
 * and languages against every comparison route. Whatever a client sends, the answer is below 500,
 * nothing is logged as an error, a success matches its contract schema and every other answer is
 * the error shape.
 */
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import type { z } from 'zod';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  comparison,
  comparisonListDetail,
  comparisonListPage,
  comparisonListSummary,
  errorResponse,
  LISTS_ID_HEADER,
  sharedComparisonList,
} from '../contract';
import { products } from '../db/schema';
import { createConfirmedAccount, login } from '../testing/api-client';
import { authorization, bodyFor, contentType, headerText, idSegment, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';
import { hostileHeaders } from '../testing/hostile-headers';

const shop = useTestShop();

interface ComparisonEndpoint {
  readonly method: string;
  readonly path: string;
  readonly fields: readonly string[];
  /** The schema of a successful answer with a body. */
  readonly answer: z.ZodType | null;
}

const endpoints: readonly ComparisonEndpoint[] = [
  { method: 'GET', path: '/lists/comparison', fields: [], answer: comparison },
  { method: 'PUT', path: '/lists/comparison/{product}', fields: [], answer: comparison },
  { method: 'DELETE', path: '/lists/comparison/{product}', fields: [], answer: comparison },
  { method: 'DELETE', path: '/lists/comparison', fields: [], answer: comparison },
  { method: 'GET', path: '/account/comparison-lists{query}', fields: [], answer: comparisonListPage },
  { method: 'POST', path: '/account/comparison-lists', fields: ['name'], answer: comparisonListDetail },
  { method: 'GET', path: '/account/comparison-lists/{id}', fields: [], answer: comparisonListDetail },
  { method: 'PATCH', path: '/account/comparison-lists/{id}', fields: ['name'], answer: comparisonListSummary },
  { method: 'DELETE', path: '/account/comparison-lists/{id}', fields: [], answer: null },
  { method: 'POST', path: '/account/comparison-lists/{id}/open', fields: [], answer: comparison },
  { method: 'GET', path: '/shared/comparison-lists/{token}', fields: [], answer: sharedComparisonList },
];

let validToken = '';
let validSecret = '';
let validListId = '';
let validShareToken = '';
let productIds: string[] = [];

beforeAll(async () => {
  validToken = (await login(shop, await createConfirmedAccount(shop, 'hostile-compare@example.com'))).token;
  const rows = await shop.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(8);
  productIds = rows.map((row) => row.id);
  const auth = { authorization: `Bearer ${validToken}` };
  await shop.app.request(`/lists/comparison/${productIds[0] ?? ''}`, { method: 'PUT', headers: auth });
  const saved = await shop.app.request('/account/comparison-lists', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Hostile' }),
  });
  const list = comparisonListDetail.parse(await saved.json());
  validListId = list.id;
  validShareToken = list.share_token;
  const guest = await shop.app.request(`/lists/comparison/${productIds[1] ?? ''}`, { method: 'PUT' });
  validSecret = guest.headers.get(LISTS_ID_HEADER) ?? '';
});

const productSegment = fc.oneof(
  { weight: 3, arbitrary: fc.constant('PRODUCT') },
  idSegment,
  fc.constantFrom('prod-000000', 'prod-999999', 'PROD-000001', 'prod-000001%00', '..%2F..%2Fetc'),
);

const listSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constant('VALID') },
  idSegment,
  fc.uuid().map(String),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'),
);

const tokenSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constant('VALID') },
  idSegment,
  fc
    .base64String({ minLength: 44, maxLength: 44 })
    .map((raw) => raw.slice(0, 43).replace(/\+/gu, '-').replace(/\//gu, '_')),
);

const pageQuery = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?page=1', '?page=0', '?page=-1', '?page=1e9', '?page=abc', '?page=2&page=3', '?page=%00'),
  fc.integer().map((page) => `?page=${page}`),
);

const plausibleBody = fc
  .record(
    {
      name: fc.oneof(
        fc.string({ maxLength: 100 }),
        fc.constantFrom('Hostile', 'HOSTILE', ' ', '\u0000', "'; drop table comparison_lists; --", 'x'.repeat(81)),
        fc.integer(),
        fc.constant(null),
      ),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));

const listsSecret = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | undefined>('VALID') },
  fc.constant(undefined),
  headerText,
  fc
    .base64String({ minLength: 44, maxLength: 44 })
    .map((raw) => raw.slice(0, 43).replace(/\+/gu, '-').replace(/\//gu, '_')),
);

describe('comparison routes under hostile input', () => {
  it('never answer 5xx: every route, hostile ids, tokens, names, secrets and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.constantFrom(...endpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        product: productSegment,
        id: listSegment,
        token: tokenSegment,
        query: pageQuery,
        productIndex: fc.nat({ max: 7 }),
        body: fc.oneof(
          { weight: 2, arbitrary: plausibleBody },
          bodyFor({ method: endpoint.method, path: endpoint.path, fields: [...endpoint.fields] }),
        ),
        contentType,
        authorization,
        listsSecret,
        language,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const headers = hostileHeaders(sample, validToken, {
          name: LISTS_ID_HEADER,
          sent: sample.listsSecret,
          validSecret,
        });
        const path = sample.endpoint.path
          .replace('{product}', sample.product === 'PRODUCT' ? (productIds[sample.productIndex] ?? '') : sample.product)
          .replace('{id}', sample.id === 'VALID' ? validListId : sample.id)
          .replace('{token}', sample.token === 'VALID' ? validShareToken : sample.token)
          .replace('{query}', sample.query);
        const withBody = sample.body !== undefined && sample.endpoint.method !== 'GET';
        const response = await shop.app.request(path, {
          method: sample.endpoint.method,
          headers,
          ...(withBody ? { body: sample.body } : {}),
        });
        const raw = await response.text();
        const where = `${sample.endpoint.method} ${path} → ${response.status}: ${raw.slice(0, 300)}`;
        expect(response.status, where).toBeLessThan(500);
        if (response.status === 204) return;
        expect(response.headers.get('content-type'), where).toMatch(/^application\/json/u);
        const parsed: unknown = JSON.parse(raw);
        // URL parsing drops tabs, newlines and trailing spaces: a blank id leaves the collection's path,
        // whose answer is another shape.
        const segments = (value: string) => value.split('/').filter((part) => part !== '').length;
        const namesCollection = segments(new URL(path, 'http://shop.test').pathname) < segments(sample.endpoint.path);
        if (response.status === 200 || response.status === 201) {
          if (!namesCollection) sample.endpoint.answer?.parse(parsed);
        } else errorResponse.strict().parse(parsed);
      }),
      { numRuns: 300 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
