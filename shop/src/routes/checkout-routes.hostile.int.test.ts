/**
 * Property-based: hostile idempotency keys, bodies, cart ids, tokens and languages against the
 * checkout routes. Whatever a client sends, the answer is below 500, nothing is logged as an error,
 * and every answer is a quote, an order, an order conflict or the error shape.
 */
import { asc, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cart as cartSchema, CART_ID_HEADER, errorResponse } from '../contract';
import { checkoutQuote, IDEMPOTENCY_KEY_HEADER, orderConflict, placedOrder } from '../contract/checkout';
import { variants } from '../db/schema';
import { createConfirmedAccount, login } from '../testing/api-client';
import { authorization, bodyFor, contentType, headerText, language } from '../testing/hostile-requests';
import { useTestShop } from '../testing/shop-fixture';
import { hostileHeaders } from '../testing/hostile-headers';

const shop = useTestShop();

let validToken = '';
let validSecret = '';
let variantIds: string[] = [];

beforeAll(async () => {
  validToken = (await login(shop, await createConfirmedAccount(shop, 'hostile-checkout@example.com'))).token;
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
  cartSchema.parse(await created.json());
});

const address = fc.record(
  {
    first_name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant('Ana')),
    last_name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant('Ruiz')),
    country: fc.oneof(fc.constantFrom('ES', 'de', 'US', 'XX', 'FI', 'ch'), fc.string({ maxLength: 4 })),
    city: fc.oneof(fc.string({ maxLength: 120 }), fc.constant('Madrid')),
    postal_code: fc.oneof(fc.constantFrom('28013', '2801', '10115', ' ', '\u0000'), fc.string({ maxLength: 25 })),
    street: fc.oneof(fc.string({ maxLength: 220 }), fc.constant('Calle Mayor')),
    house_number: fc.oneof(fc.constantFrom('1', null), fc.string({ maxLength: 25 })),
    no_house_number: fc.oneof(fc.boolean(), fc.constant('yes')),
    tax_id: fc.oneof(fc.constantFrom('12345678Z', '<script>'), fc.string({ maxLength: 40 })),
    phone: fc.oneof(fc.constantFrom('+34 600 000 000'), fc.string({ maxLength: 30 })),
  },
  { requiredKeys: ['first_name', 'last_name', 'country', 'city', 'postal_code', 'street'] },
);

const expectedArb = fc.oneof(
  fc.record({
    total_cents: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.constantFrom(1e308, 2 ** 53, 1.5, -0)),
    lines: fc.array(
      fc.record({
        variant_id: fc.oneof(
          fc.constant('VALID'),
          fc.string({ maxLength: 120 }),
          fc.constantFrom("' OR 1=1 --", '\u0000'),
        ),
        quantity: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.constant(2 ** 40)),
        unit_price_cents: fc.oneof(fc.integer({ min: -2, max: 10_000 }), fc.constant(Number.MAX_SAFE_INTEGER)),
      }),
      { maxLength: 4 },
    ),
  }),
  fc.constantFrom(null, 'x', [], {}),
);

/** Right shapes with hostile contents, so requests reach the handler, the transaction and the database. */
const plausibleOrder = fc
  .record(
    {
      email: fc.oneof(fc.emailAddress(), fc.constant('hostile-checkout@example.com'), fc.string({ maxLength: 20 })),
      create_account: fc.oneof(
        fc.record({ password: fc.oneof(fc.constant('Hanfblüte-im-Mai-2030'), fc.string({ maxLength: 30 })) }),
        fc.constant('yes'),
      ),
      shipping_address_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
      shipping_address: address,
      billing_address_id: fc.uuid(),
      billing_address: address,
      shipping_method: fc.constantFrom('standard', 'tracked', 'drone', ''),
      payment_method: fc.constantFrom('bank-transfer', 'cash-by-mail', 'crypto', 'card', 'barter'),
      age_confirmed: fc.oneof(fc.constant(true), fc.constantFrom(false, 'true', 1)),
      terms_accepted: fc.oneof(fc.constant(true), fc.constantFrom(false, null)),
      expected: expectedArb,
      captcha: fc.constantFrom('captcha-ok', 'wrong', ''),
    },
    { requiredKeys: [] },
  )
  .map((body) => JSON.stringify(body).replaceAll('"VALID"', JSON.stringify(variantIds[0] ?? '')));

/** A valid order form with a hostile review: it reaches the transaction, the locks and the comparison. */
const nearValidOrder = fc
  .record({
    email: fc.stringMatching(/^[a-z]{1,12}$/u).map((name) => `${name}@example.com`),
    expected: fc.record({
      total_cents: fc.nat({ max: 2 ** 31 }),
      lines: fc.array(
        fc.record({
          variant_id: fc.oneof(fc.constant('VALID'), fc.string({ minLength: 1, maxLength: 100 })),
          quantity: fc.integer({ min: 1, max: 2 ** 31 }),
          unit_price_cents: fc.nat({ max: 2 ** 31 }),
        }),
        { maxLength: 4 },
      ),
    }),
    shipping_method: fc.constantFrom('standard', 'tracked'),
    payment_method: fc.constantFrom('bank-transfer', 'cash-by-mail', 'crypto'),
    country: fc.constantFrom('ES', 'FI', 'CH'),
  })
  .map(({ country, ...rest }) =>
    JSON.stringify({
      ...rest,
      shipping_address: {
        first_name: 'Ana',
        last_name: 'Ruiz',
        country,
        city: 'Ciudad',
        postal_code: { ES: '28013', FI: '00100', CH: '8001' }[country],
        street: 'Calle Mayor',
        house_number: '1',
      },
      age_confirmed: true,
      terms_accepted: true,
      captcha: 'captcha-ok',
    }).replaceAll('"VALID"', JSON.stringify(variantIds[0] ?? '')),
  );

const idempotencyKey = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  fc.constant<string | undefined>(undefined),
  headerText,
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', ' ', '{}'),
);

const cartId = fc.oneof(
  { weight: 3, arbitrary: fc.constant<string | undefined>('VALID') },
  fc.constant(undefined),
  headerText,
);

const quoteQuery = fc
  .oneof(
    fc.record({
      country: fc.oneof(fc.constantFrom('DE', 'us', 'FI', 'XX', ''), fc.string({ maxLength: 5 })),
      shipping_method: fc.option(fc.constantFrom('standard', 'tracked', 'x'), { nil: undefined }),
    }),
    fc.constant({}),
  )
  .map((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (typeof value === 'string') params.set(key, value);
    return params.toString();
  });

function parseAnswer(status: number, body: unknown, path: string): void {
  if (path === '/checkout/quote' && status === 200) checkoutQuote.parse(body);
  else if (status === 200 || status === 201) placedOrder.parse(body);
  else if (status === 409) orderConflict.parse(body);
  else errorResponse.strict().parse(body);
}

describe('checkout routes under hostile input', () => {
  it('never answer 5xx: hostile keys, bodies, cart ids, tokens and languages', async () => {
    const errors = vi.spyOn(console, 'error');
    const request = fc.record({
      quote: fc.boolean(),
      query: quoteQuery,
      body: fc.oneof(
        { weight: 3, arbitrary: plausibleOrder },
        { weight: 3, arbitrary: nearValidOrder },
        bodyFor({ method: 'POST', path: '/checkout/orders', fields: ['email', 'expected', 'shipping_address'] }),
      ),
      key: idempotencyKey,
      contentType,
      authorization,
      cartId,
      language,
    });
    await fc.assert(
      fc.asyncProperty(request, async (sample) => {
        const headers = hostileHeaders(sample, validToken, { name: CART_ID_HEADER, sent: sample.cartId, validSecret });
        if (sample.key !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, sample.key);
        const path = sample.quote ? '/checkout/quote' : '/checkout/orders';
        const response = sample.quote
          ? await shop.app.request(`${path}?${sample.query}`, { method: 'GET', headers })
          : await shop.app.request(path, {
              method: 'POST',
              headers,
              ...(sample.body === undefined ? {} : { body: sample.body }),
            });
        const raw = await response.text();
        expect(response.status, `${path} → ${response.status}: ${raw.slice(0, 300)}`).toBeLessThan(500);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/u);
        parseAnswer(response.status, JSON.parse(raw), path);
      }),
      { numRuns: 300 },
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
