/**
 * Property-based: hostile product ids, pages, bodies, lists secrets, tokens and languages against
 * every favourites route. Whatever a client sends, the answer is below 500, nothing is logged as an
 * error, a 200 parses as the contract says and every other answer is the error shape.
 */
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse, favouriteIds, favouriteList, LISTS_ID_HEADER } from '../contract';
import { products } from '../db/schema';
import { createConfirmedAccount, login } from '../testing/api-client';
import { authorization, contentType, headerText, idSegment, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';
import { hostileHeaders } from '../testing/hostile-headers';

const shop = useTestShop();

const endpoints = [
  { method: 'GET', path: '/lists/favourites', schema: favouriteList },
  { method: 'GET', path: '/lists/favourites/ids', schema: favouriteIds },
  { method: 'PUT', path: '/lists/favourites/{id}', schema: favouriteIds },
  { method: 'DELETE', path: '/lists/favourites/{id}', schema: favouriteIds },
] as const;

let validToken = '';
let validSecret = '';
let productIds: string[] = [];

beforeAll(async () => {
  validToken = (await login(shop, await createConfirmedAccount(shop, 'hostile-favourites@example.com'))).token;
  productIds = (
    await shop.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(5)
  ).map((row) => row.id);
  const created = await shop.app.request(`/lists/favourites/${productIds[0] ?? ''}`, { method: 'PUT' });
  validSecret = created.headers.get(LISTS_ID_HEADER) ?? '';
  expect(validSecret).not.toBe('');
});

const productId = fc.oneof(
  { weight: 3, arbitrary: fc.constant('VALID') },
  idSegment,
  fc.constantFrom('prod-000001', 'prod-999999', "prod'--", 'PROD-000001', 'ids', '-'.repeat(64), 'a'.repeat(65)),
);

const page = fc.oneof(
  fc.constant<string | undefined>(undefined),
  fc.integer({ min: -5, max: 200_000 }).map(String),
  fc.constantFrom('1e3', '0x10', '1.5', '', 'NaN', 'Infinity', '%00', '99999999999999999999', '1&page=2'),
  fc.string({ maxLength: 12 }).map((raw) => encodeURIComponent(raw)),
);

const listsId = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | undefined>('VALID') },
  fc.constant(undefined),
  headerText,
  fc
    .base64String({ minLength: 44, maxLength: 44 })
    .map((raw) => raw.slice(0, 43).replace(/\+/gu, '-').replace(/\//gu, '_')),
);

describe('favourites routes under hostile input', () => {
  it('never answer 5xx: every route, hostile ids, pages, bodies, secrets, tokens and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.record({
      endpoint: fc.constantFrom(...endpoints),
      productId,
      page,
      body: fc.option(
        fc.oneof(
          fc.jsonValue().map((json) => JSON.stringify(json)),
          fc.string(),
        ),
        { nil: undefined },
      ),
      contentType,
      authorization,
      listsId,
      language,
    });
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const headers = hostileHeaders(sample, validToken, {
          name: LISTS_ID_HEADER,
          sent: sample.listsId,
          validSecret,
        });
        const id = sample.productId === 'VALID' ? (productIds[1] ?? '') : sample.productId;
        let path: string = sample.endpoint.path.replace('{id}', id);
        if (sample.page !== undefined) path += `?page=${sample.page}`;
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
        expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
        const parsed: unknown = JSON.parse(raw);
        if (response.status === 200) sample.endpoint.schema.parse(parsed);
        else errorResponse.strict().parse(parsed);
      }),
      { numRuns: 300 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
