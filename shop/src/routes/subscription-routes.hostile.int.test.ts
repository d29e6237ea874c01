/**
 * Property-based: hostile bodies, ids, tokens, languages and staff tokens against every product
 * alert route (subscriptions, notifications, staff stock and price). Whatever a client sends, the
 * answer is below 500, nothing is logged as an error, and every answer is JSON: a 2xx the route's
 * own shape, anything else the one error shape.
 */
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../contract';
import { variants } from '../db/schema';
import { createConfirmedAccount, login } from '../testing/api-client';
import { authorization, bodyFor, contentType, idSegment, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';

const STAFF_TOKEN = 'hostile-staff-token-0123456789abcdef';
const shop = useTestShop({ config: { staffToken: STAFF_TOKEN } });

const endpoints = [
  { method: 'POST', path: '/subscriptions', fields: ['kind', 'variant_id', 'product_id', 'email', 'captcha'] },
  { method: 'POST', path: '/subscriptions/confirm', fields: ['token'] },
  { method: 'POST', path: '/subscriptions/unsubscribe', fields: ['token'] },
  { method: 'GET', path: '/account/subscriptions?status={id}&page={id}', fields: [] },
  { method: 'DELETE', path: '/account/subscriptions/{id}', fields: [] },
  { method: 'GET', path: '/account/notifications?page={id}', fields: [] },
  { method: 'GET', path: '/account/notifications/unread-count', fields: [] },
  { method: 'POST', path: '/account/notifications/read', fields: ['ids', 'all'] },
  { method: 'PUT', path: '/staff/variants/{id}/stock', fields: ['stock'] },
  { method: 'PUT', path: '/staff/variants/{id}/price', fields: ['price_cents'] },
] as const;

let validToken = '';
let soldOut = '';
let productId = '';

beforeAll(async () => {
  validToken = (await login(shop, await createConfirmedAccount(shop, 'hostile-alerts@example.com'))).token;
  const [pack] = await shop.database.db.select().from(variants).orderBy(asc(variants.id)).limit(1);
  soldOut = pack?.id ?? '';
  productId = pack?.productId ?? '';
  await shop.database.db.update(variants).set({ stock: 0 }).where(eq(variants.id, soldOut));
});

/** Right shapes with hostile contents, so requests reach the handlers and the database. */
const plausibleBody = fc
  .record(
    {
      kind: fc.oneof(fc.constantFrom('back-in-stock', 'price-drop', 'BACK-IN-STOCK', ''), fc.string({ maxLength: 20 })),
      variant_id: fc.oneof(
        fc.constant('SOLD_OUT'),
        fc.string({ maxLength: 120 }),
        fc.constantFrom("' OR 1=1 --", '\u0000'),
      ),
      product_id: fc.oneof(fc.constant('PRODUCT'), fc.string({ maxLength: 120 })),
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 }), fc.constant('a@b.c\u0000')),
      captcha: fc.oneof(fc.constant('ok'), fc.string({ maxLength: 50 })),
      token: fc.oneof(fc.string({ minLength: 16, maxLength: 300 }), fc.stringMatching(/^[0-9a-f]{64}$/u)),
      ids: fc.oneof(fc.array(fc.uuid(), { maxLength: 3 }), fc.array(fc.string({ maxLength: 40 }), { maxLength: 200 })),
      all: fc.oneof(fc.boolean(), fc.constant('true')),
      stock: fc.oneof(
        fc.integer({ min: -5, max: 50 }),
        fc.constantFrom(1e308, 2 ** 53, 1.5, -0),
        fc.string({ maxLength: 4 }),
      ),
      price_cents: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.constantFrom(1e308, 0, 2 ** 31, 0.5)),
    },
    { requiredKeys: [] },
  )
  .map((body) =>
    JSON.stringify(body).replace('"SOLD_OUT"', JSON.stringify(soldOut)).replace('"PRODUCT"', JSON.stringify(productId)),
  );

describe('product alert routes under hostile input', () => {
  it('never answer 5xx: hostile bodies, ids, tokens and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.constantFrom(...endpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        id: idSegment,
        body: fc.oneof({ weight: 2, arbitrary: plausibleBody }, bodyFor({ ...endpoint, fields: [...endpoint.fields] })),
        contentType,
        authorization: fc.oneof(authorization, fc.constant('STAFF')),
        language,
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const headers = new Headers();
        if (sample.contentType !== undefined) headers.set('content-type', sample.contentType);
        if (sample.authorization === 'VALID') headers.set('authorization', `Bearer ${validToken}`);
        else if (sample.authorization === 'STAFF') headers.set('authorization', `Bearer ${STAFF_TOKEN}`);
        else if (sample.authorization !== undefined) headers.set('authorization', sample.authorization);
        if (sample.language !== undefined) headers.set('accept-language', sample.language);
        const id = sample.id === 'VALID' ? soldOut : sample.id;
        const path = sample.endpoint.path.replaceAll('{id}', encodeURIComponent(id));
        const withBody = sample.body !== undefined && sample.endpoint.method !== 'GET';
        const response = await shop.app.request(path, {
          method: sample.endpoint.method,
          headers: { ...Object.fromEntries(headers), 'x-forwarded-for': '10.1.2.3' },
          ...(withBody ? { body: sample.body } : {}),
        });
        const raw = await response.text();
        expect(
          response.status,
          `${sample.endpoint.method} ${path} → ${response.status}: ${raw.slice(0, 300)}`,
        ).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
        const parsed: unknown = JSON.parse(raw);
        if (response.status >= 400) errorResponse.strict().parse(parsed);
      }),
      { numRuns: 400 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
