/**
 * Property-based: hostile bodies, cart ids, tokens, languages and line ids against every cart
 * route. Whatever a client sends, the answer is below 500, nothing is logged as an error, a 200
 * is a whole cart and every other answer is the error shape.
 */
import { asc, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cart as cartSchema, CART_ID_HEADER, errorResponse } from '../contract';
import { variants } from '../db/schema';
import { createConfirmedAccount, login } from '../testing/api-client';
import { authorization, bodyFor, contentType, headerText, idSegment, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';
import { hostileHeaders } from '../testing/hostile-headers';

const shop = useTestShop();

const cartEndpoints = [
  { method: 'GET', path: '/cart', fields: [] },
  { method: 'POST', path: '/cart/lines', fields: ['variant_id', 'quantity'] },
  { method: 'PATCH', path: '/cart/lines/{id}', fields: ['quantity'] },
  { method: 'DELETE', path: '/cart/lines/{id}', fields: [] },
  { method: 'POST', path: '/cart/coupon', fields: ['code'] },
  { method: 'DELETE', path: '/cart/coupon', fields: [] },
  { method: 'PUT', path: '/cart/shipping-country', fields: ['country'] },
] as const;

let validToken = '';
let validSecret = '';
let validLineId = '';
let variantIds: string[] = [];

beforeAll(async () => {
  validToken = (await login(shop, await createConfirmedAccount(shop, 'hostile-cart@example.com'))).token;
  const rows = await shop.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(asc(variants.id))
    .limit(5);
  variantIds = rows.map((row) => row.id);
  const created = await shop.app.request('/cart/lines', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variant_id: variantIds[0], quantity: 2 }),
  });
  validSecret = created.headers.get(CART_ID_HEADER) ?? '';
  validLineId = cartSchema.parse(await created.json()).lines[0]?.id ?? '';
});

/** Right shapes with hostile contents, so requests reach the handlers and the database. */
const plausibleCartBody = fc
  .record(
    {
      variant_id: fc.oneof(
        fc.constant('VALID'),
        fc.string({ maxLength: 120 }),
        fc.constantFrom("' OR 1=1 --", '\u0000', 'prod-000001-1'),
      ),
      quantity: fc.oneof(
        fc.integer({ min: -3, max: 25 }),
        fc.constantFrom(0, 1e308, -0, 2 ** 53, 1.5, Number.MAX_SAFE_INTEGER),
        fc.string({ maxLength: 4 }),
      ),
      code: fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('WELCOME', ' ', '%', "'; drop table carts; --")),
      country: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('de', 'US', 'XX', 'ch', '\u00e9\u00e9')),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body));

const cartId = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | undefined>('VALID') },
  fc.constant(undefined),
  headerText,
  fc
    .base64String({ minLength: 44, maxLength: 44 })
    .map((raw) => raw.slice(0, 43).replace(/\+/gu, '-').replace(/\//gu, '_')),
);

describe('cart routes under hostile input', () => {
  it('never answer 5xx: every cart route, hostile bodies, ids, tokens and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.constantFrom(...cartEndpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        id: idSegment,
        body: fc.oneof(
          { weight: 2, arbitrary: plausibleCartBody },
          bodyFor({ ...endpoint, fields: [...endpoint.fields] }),
        ),
        contentType,
        authorization,
        cartId,
        language,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const headers = hostileHeaders(sample, validToken, { name: CART_ID_HEADER, sent: sample.cartId, validSecret });
        const id = sample.id === 'VALID' ? validLineId : sample.id;
        const path = sample.endpoint.path.replace('{id}', id);
        const body = sample.body?.replace('"VALID"', JSON.stringify(variantIds[1] ?? ''));
        const withBody = body !== undefined && sample.endpoint.method !== 'GET';
        const response = await shop.app.request(path, {
          method: sample.endpoint.method,
          headers,
          ...(withBody ? { body } : {}),
        });
        const raw = await response.text();
        expect(
          response.status,
          `${sample.endpoint.method} ${path} → ${response.status}: ${raw.slice(0, 300)}`,
        ).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
        const parsed: unknown = JSON.parse(raw);
        if (response.status === 200) cartSchema.parse(parsed);
        else errorResponse.strict().parse(parsed);
      }),
      { numRuns: 300 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
