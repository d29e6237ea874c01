/**
 * Property-based: hostile order numbers, access tokens, pages and staff bodies against every order
 * route. Whatever a client sends, the answer is below 500, and every failure is the error shape.
 */
import { asc, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../contract';
import { variants } from '../db/schema';
import { orderAccessToken } from '../orders/order-access';
import { insertTestOrder, type TestOrder } from '../orders/testing/order-fixture';
import { createConfirmedAccount, login } from '../testing/api-client';
import { createTestShop, type TestShop } from '../testing/test-app';
import { authorization, bodyFor, contentType, headerText, idSegment, language } from '../testing/hostile-requests';

const STAFF_TOKEN = 'hostile-orders-staff-token-0123456789';
const LINK_SECRET = 'hostile-orders-link-secret-0123456789';
let shop: TestShop;
let customerToken: string;
let placed: TestOrder;

beforeAll(async () => {
  shop = await createTestShop({ config: { staffToken: STAFF_TOKEN, orderLinkSecret: LINK_SECRET } });
  customerToken = (await login(shop, await createConfirmedAccount(shop, 'hostile-orders@example.com'))).token;
  const [variant] = await shop.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 100))
    .orderBy(asc(variants.id))
    .limit(1);
  placed = await insertTestOrder(shop.database.db, {
    email: 'hostile-orders@example.com',
    lines: [{ variantId: variant?.id ?? '', quantity: 1 }],
    now: shop.clock.now(),
    status: 'paid',
  });
});
afterAll(() => shop.close());

const routes = [
  { method: 'GET', path: '/account/orders' },
  { method: 'GET', path: '/account/orders/{number}' },
  { method: 'GET', path: '/account/orders/{number}/invoice.pdf' },
  { method: 'POST', path: '/account/orders/{number}/reorder' },
  { method: 'GET', path: '/orders/{number}' },
  { method: 'GET', path: '/orders/{number}/invoice.pdf' },
  { method: 'GET', path: '/staff/orders' },
  { method: 'GET', path: '/staff/orders/{number}' },
  { method: 'POST', path: '/staff/orders/{number}/events' },
] as const;

const staffFields = ['action', 'note', 'carrier', 'tracking_number'];

describe('order routes under hostile input', () => {
  it('never answer 5xx and always the error shape', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.record({
      route: fc.constantFrom(...routes),
      number: fc.oneof(fc.constant('VALID'), fc.constant('SS-2030-999999'), idSegment),
      query: fc.oneof(
        fc.constant(''),
        fc.constant('?access=VALID'),
        fc.string({ maxLength: 60 }).map((raw) => `?access=${encodeURIComponent(raw)}`),
        fc.string({ maxLength: 30 }).map((raw) => `?page=${encodeURIComponent(raw)}&status=${encodeURIComponent(raw)}`),
        fc.constantFrom('?page=0', '?page=-1', '?page=1e9', '?page=2', '?status=paid', '?status=nope', '?access=%ZZ'),
      ),
      body: bodyFor({ method: 'POST', path: '/staff/orders/{number}/events', fields: staffFields }),
      action: fc.constantFrom('mark-paid', 'ship', 'mark-delivered', 'cancel', 'refund-note', 'teleport'),
      useAction: fc.boolean(),
      contentType,
      authorization: fc.oneof(authorization, fc.constant('STAFF')),
      language,
      note: fc.option(headerText, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const number = sample.number === 'VALID' ? placed.number : sample.number;
        const query = sample.query.replace('VALID', orderAccessToken(LINK_SECRET, placed));
        const headers = new Headers();
        if (sample.contentType !== undefined) headers.set('content-type', sample.contentType);
        if (sample.authorization !== undefined) {
          const value =
            sample.authorization === 'VALID'
              ? `Bearer ${customerToken}`
              : sample.authorization === 'STAFF'
                ? `Bearer ${STAFF_TOKEN}`
                : sample.authorization;
          headers.set('authorization', value);
        }
        if (sample.language !== undefined) headers.set('accept-language', sample.language);
        const body = sample.useAction ? JSON.stringify({ action: sample.action, note: sample.note }) : sample.body;
        const path = sample.route.path.replace('{number}', number) + query;
        const response = await shop.app.request(path, {
          method: sample.route.method,
          headers,
          ...(sample.route.method === 'POST' && body !== undefined ? { body } : {}),
        });
        const raw = await response.text();
        expect(
          response.status,
          `${sample.route.method} ${path} → ${response.status}: ${raw.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (response.headers.get('content-type') === 'application/pdf') return;
        expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
        if (response.status >= 300) errorResponse.strict().parse(JSON.parse(raw));
      }),
      { numRuns: 500 },
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it('answers 404 for a staff action on a number with a NUL byte or other text no order has (PostgreSQL refuses NUL)', async () => {
    for (const number of ['%00', 'SS-2030-%00', '%C3%A9', 'x'.repeat(40)]) {
      const response = await shop.app.request(`/staff/orders/${number}/events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'mark-paid' }),
      });
      expect(response.status, number).toBe(404);
    }
  });
});
