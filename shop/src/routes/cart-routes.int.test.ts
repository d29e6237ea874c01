import { asc, eq, gt } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartSchema, CART_ID_HEADER, type CartWire } from '../contract/cart';
import { carts, variants } from '../db/schema';
import { purgeExpiredData } from '../maintenance/purge-expired';
import type { PriceRule } from '../pricing/price-rule';
import { countCouponUse, replacePriceRules } from '../pricing/price-rules-store';
import {
  bodyOf,
  call,
  createConfirmedAccount,
  expectError,
  login,
  post,
  type ApiResponse,
} from '../testing/api-client';
import { days } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

interface CallOptions {
  readonly secret?: string;
  readonly token?: string;
  readonly language?: string;
}

function cartCall(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse> {
  return call(shop, method, path, body, {
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.language === undefined ? {} : { language: options.language }),
    headers: options.secret === undefined ? {} : { [CART_ID_HEADER]: options.secret },
  });
}

function cartOf(response: ApiResponse): CartWire {
  expect(response.status).toBe(200);
  return bodyOf(response, cartSchema);
}

const add = (variantId: string, quantity: number, options?: CallOptions) =>
  cartCall('POST', '/cart/lines', { variant_id: variantId, quantity }, options);

/** Variants in stock of distinct products, with their price; stock set to 50 before each test. */
let stocked: { id: string; productId: string; priceCents: number }[] = [];

async function setStock(variantId: string, stock: number): Promise<void> {
  await shop.database.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
}

function variant(index: number) {
  const found = stocked[index];
  if (found === undefined) throw new Error(`no variant ${index}`);
  return found;
}

beforeAll(async () => {
  const rows = await shop.database.db
    .select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(asc(variants.id));
  const seen = new Set<string>();
  stocked = rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId)).slice(0, 40);
});

beforeEach(async () => {
  await replacePriceRules(shop.database.db, [], shop.clock.now());
  for (const { id } of stocked) await setStock(id, 50);
});

function rule(overrides: Partial<PriceRule> & Pick<PriceRule, 'id'>): PriceRule {
  const now = shop.clock.now().getTime();
  return {
    names: { en: 'Spring sale', de: 'Frühlingsaktion', fr: 'Soldes de printemps', es: 'Rebajas de primavera' },
    badges: { en: '−10 %', de: '−10 %' },
    discount: { kind: 'percent', value: 10 },
    scope: { kind: 'all' },
    startsAt: new Date(now - days(1)),
    endsAt: new Date(now + days(10)),
    couponCode: null,
    usageLimit: null,
    giftTiers: [],
    ...overrides,
  };
}

/** A guest cart with the given lines; returns its secret. */
async function guestCart(...lines: Array<[number, number]>): Promise<string> {
  let secret: string | undefined;
  for (const [index, quantity] of lines) {
    const response = await add(variant(index).id, quantity, secret === undefined ? {} : { secret });
    expect(response.status).toBe(200);
    // Lines are listed in the order they were added; the fake clock stands still otherwise.
    shop.clock.advance(1);
    secret ??= response.headers.get(CART_ID_HEADER) ?? undefined;
  }
  if (secret === undefined) throw new Error('no cart id');
  return secret;
}

describe('guest cart', () => {
  it('reads an empty cart without creating one', async () => {
    const response = await cartCall('GET', '/cart');
    expect(response.headers.get(CART_ID_HEADER)).toBeNull();
    const body = cartOf(response);
    expect(body).toMatchObject({ id: null, lines: [], item_count: 0, total_cents: 0, currency: 'EUR' });
    expect(body.limits).toEqual({ max_quantity_per_line: 20, max_lines: 30 });
  });

  it('creates the cart on the first write, hands out its secret and keeps it apart from the public id', async () => {
    const first = await add(variant(0).id, 2);
    const secret = first.headers.get(CART_ID_HEADER) ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const created = cartOf(first);
    expect(created.id).not.toBeNull();
    expect(JSON.stringify(created)).not.toContain(secret);
    expect(created.lines).toHaveLength(1);
    expect(created.lines[0]).toMatchObject({ variant_id: variant(0).id, quantity: 2, max_quantity: 20 });
    expect(created.goods_total_cents).toBe(variant(0).priceCents * 2);

    const again = await add(variant(0).id, 3, { secret });
    expect(again.headers.get(CART_ID_HEADER)).toBeNull();
    expect(cartOf(again).lines[0]?.quantity).toBe(5);

    const read = cartOf(await cartCall('GET', '/cart', undefined, { secret }));
    expect(read.id).toBe(created.id);
    const lineId = read.lines[0]?.id ?? '';

    const patched = cartOf(await cartCall('PATCH', `/cart/lines/${lineId}`, { quantity: 7 }, { secret }));
    expect(patched.lines[0]?.quantity).toBe(7);
    expect(patched.item_count).toBe(7);

    const removed = cartOf(await cartCall('DELETE', `/cart/lines/${lineId}`, undefined, { secret }));
    expect(removed.lines).toEqual([]);
    // Removing it again changes nothing (idempotent), and a PATCH of it is a 404.
    expect(cartOf(await cartCall('DELETE', `/cart/lines/${lineId}`, undefined, { secret })).id).toBe(created.id);
    expectError(await cartCall('PATCH', `/cart/lines/${lineId}`, { quantity: 1 }, { secret }), 404);
  });

  it('treats an unknown or forged id as none: a new cart on write, never someone else’s', async () => {
    const owner = await guestCart([0, 1]);
    const forged = 'A'.repeat(43);
    const read = await cartCall('GET', '/cart', undefined, { secret: forged });
    expect(read.headers.get(CART_ID_HEADER)).toBe('');
    expect(cartOf(read).id).toBeNull();
    const written = await add(variant(1).id, 1, { secret: forged });
    const newSecret = written.headers.get(CART_ID_HEADER) ?? '';
    expect(newSecret).not.toBe(forged);
    expect(newSecret).not.toBe(owner);
    expect(cartOf(written).lines.map((line) => line.variant_id)).toEqual([variant(1).id]);
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret: owner })).lines.map((l) => l.variant_id)).toEqual(
      [variant(0).id],
    );
    // Something that cannot be a secret at all is ignored as well.
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret: 'x' })).id).toBeNull();
  });

  it('answers 401 to a bearer token that is sent but not valid', async () => {
    expectError(await cartCall('GET', '/cart', undefined, { token: 'x'.repeat(43) }), 401);
    expectError(await add(variant(0).id, 1, { token: 'x'.repeat(43) }), 401);
  });

  it('forgets a guest cart untouched for 30 days, and the purge deletes it', async () => {
    const secret = await guestCart([0, 1]);
    const id = cartOf(await cartCall('GET', '/cart', undefined, { secret })).id ?? '';
    shop.clock.advance(days(29));
    // Still there a day before; reading it does not keep it alive, writing does.
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret })).id).toBe(id);
    shop.clock.advance(days(1) + 1);
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret })).id).toBeNull();
    const purged = await purgeExpiredData(shop.database.db, shop.clock.now());
    expect(purged.carts).toBeGreaterThanOrEqual(1);
    expect(await shop.database.db.select({ id: carts.id }).from(carts).where(eq(carts.id, id))).toEqual([]);
  });
});

describe('limits and stock', () => {
  it('refuses quantities outside 1–20, unknown variants, sold-out variants and a 31st line', async () => {
    const quantity = expectError(await add(variant(0).id, 0, { language: 'de' }), 422);
    expect(quantity.errors?.['quantity']).toEqual(['Bitte wähle eine Menge von 1 bis 20.']);
    expectError(await add(variant(0).id, 21), 422);
    expectError(await add(variant(0).id, 1.5), 422);
    expectError(await cartCall('POST', '/cart/lines', { variant_id: variant(0).id, quantity: '2' }), 422);
    expectError(await add('prod\u0000', 1), 404);
    expect(expectError(await add('no-such-variant', 1, { language: 'fr' }), 404).message).toBe(
      'Ce produit n’est pas disponible.',
    );
    await setStock(variant(0).id, 0);
    expectError(await add(variant(0).id, 1), 409);

    const secret = await guestCart(...Array.from({ length: 30 }, (_, index): [number, number] => [index + 1, 1]));
    const full = cartOf(await cartCall('GET', '/cart', undefined, { secret }));
    expect(full.lines).toHaveLength(30);
    expect(expectError(await add(variant(31).id, 1, { secret }), 409).message).toContain('30');
    // Adding to a line it already has still works.
    expect(cartOf(await add(variant(1).id, 1, { secret })).lines[0]?.quantity).toBe(2);
  });

  it('lowers a quantity above the stock to the stock, with a translated notice', async () => {
    await setStock(variant(0).id, 3);
    const body = cartOf(await add(variant(0).id, 5, { language: 'es' }));
    expect(body.lines[0]).toMatchObject({ quantity: 3, max_quantity: 3, changes: ['quantity-lowered'] });
    expect(body.notices).toEqual([
      { code: 'quantity-lowered', message: 'Solo quedan 3 en stock: hemos ajustado la cantidad.' },
    ]);
  });

  it('caps a line at 20 when adding to it', async () => {
    const secret = await guestCart([0, 15]);
    const body = cartOf(await add(variant(0).id, 10, { secret }));
    expect(body.lines[0]?.quantity).toBe(20);
    expect(body.notices.map((notice) => notice.code)).toEqual(['quantity-capped']);
  });

  it('keeps a sold-out line, outside the totals', async () => {
    const secret = await guestCart([0, 2], [1, 1]);
    await setStock(variant(0).id, 0);
    const body = cartOf(await cartCall('GET', '/cart', undefined, { secret }));
    expect(body.lines[0]).toMatchObject({
      in_stock: false,
      max_quantity: 0,
      changes: ['sold-out'],
      line_total_cents: 0,
    });
    expect(body.goods_total_cents).toBe(variant(1).priceCents);
    expectError(await cartCall('PATCH', `/cart/lines/${body.lines[0]?.id ?? ''}`, { quantity: 1 }, { secret }), 409);
  });
});

describe('prices, coupons and shipping', () => {
  it('prices with the best rule, names it in the caller’s language and flags changed prices', async () => {
    const secret = await guestCart([0, 2]);
    await replacePriceRules(shop.database.db, [rule({ id: 'spring' })], shop.clock.now());
    const body = cartOf(await cartCall('GET', '/cart', undefined, { secret, language: 'de' }));
    const price = variant(0).priceCents;
    const unit = Math.floor((2 * price * 90 + 100) / 200);
    expect(body.lines[0]).toMatchObject({
      original_unit_price_cents: price,
      unit_price_cents: unit,
      line_total_cents: unit * 2,
      saving_cents: (price - unit) * 2,
      discount: { id: 'spring', name: 'Frühlingsaktion', badge: '−10 %', coupon: false },
      changes: ['price-changed'],
    });
    expect(body.discounts).toEqual([{ id: 'spring', name: 'Frühlingsaktion', saving_cents: (price - unit) * 2 }]);
    expect(body.subtotal_cents - body.saving_cents).toBe(body.goods_total_cents);
    // Changing the line takes the new price as the one the shopper saw.
    const patched = cartOf(
      await cartCall('PATCH', `/cart/lines/${body.lines[0]?.id ?? ''}`, { quantity: 3 }, { secret }),
    );
    expect(patched.lines[0]?.changes).toEqual([]);
  });

  it('applies a valid coupon and refuses unknown, expired and used-up codes without changing the cart', async () => {
    const now = shop.clock.now().getTime();
    await replacePriceRules(
      shop.database.db,
      [
        rule({ id: 'welcome', couponCode: 'WELCOME', discount: { kind: 'percent', value: 20 }, usageLimit: 1 }),
        rule({ id: 'old', couponCode: 'OLD', startsAt: new Date(now - days(20)), endsAt: new Date(now - days(10)) }),
      ],
      shop.clock.now(),
    );
    const secret = await guestCart([0, 1]);
    const unknown = expectError(
      await cartCall('POST', '/cart/coupon', { code: 'nope' }, { secret, language: 'de' }),
      422,
    );
    expect(unknown.errors?.['code']).toEqual(['Diesen Gutscheincode gibt es nicht.']);
    expectError(await cartCall('POST', '/cart/coupon', { code: 'old' }, { secret }), 422);
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret })).coupon).toBeNull();

    const applied = cartOf(await cartCall('POST', '/cart/coupon', { code: ' welcome ' }, { secret }));
    expect(applied.coupon).toMatchObject({ code: 'WELCOME', valid: true, name: 'Spring sale' });
    expect(applied.coupon?.saving_cents).toBeGreaterThan(0);
    expect(applied.lines[0]?.discount).toMatchObject({ id: 'welcome', coupon: true });
    // The shopper caused this price: no "price changed" flag.
    expect(applied.lines[0]?.changes).toEqual([]);

    await countCouponUse(shop.database.db, ['welcome']);
    const usedUp = cartOf(await cartCall('GET', '/cart', undefined, { secret }));
    expect(usedUp.coupon).toMatchObject({ code: 'WELCOME', valid: false, saving_cents: 0 });
    const other = await guestCart([1, 1]);
    const refused = expectError(await cartCall('POST', '/cart/coupon', { code: 'WELCOME' }, { secret: other }), 422);
    expect(refused.errors?.['code']).toEqual(['This coupon code has been used up.']);

    expect(cartOf(await cartCall('DELETE', '/cart/coupon', undefined, { secret })).coupon).toBeNull();
  });

  it('estimates shipping for a country it ships to and refuses others', async () => {
    const secret = await guestCart([0, 1]);
    const german = cartOf(await cartCall('PUT', '/cart/shipping-country', { country: 'de' }, { secret }));
    expect(german.shipping_country).toBe('DE');
    expect(german.shipping).toMatchObject({ country: 'DE', free_threshold_cents: 5000 });
    expect(german.total_cents).toBe(german.goods_total_cents + (german.shipping?.cost_cents ?? 0));
    const refused = expectError(
      await cartCall('PUT', '/cart/shipping-country', { country: 'US' }, { secret, language: 'fr' }),
      422,
    );
    expect(refused.errors?.['country']).toEqual(['Désolés, nous ne livrons pas dans ce pays.']);
    expectError(await cartCall('PUT', '/cart/shipping-country', { country: 'Germany' }, { secret }), 422);
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret })).shipping_country).toBe('DE');
  });
});

describe('customer cart', () => {
  let token: string;
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = await createConfirmedAccount(shop, 'cart@example.com');
    token = (await login(shop, account)).token;
  });

  it('merges the guest cart at login: quantities add up to the cap, the guest cart is gone', async () => {
    const own = cartOf(await add(variant(2).id, 15, { token }));
    shop.clock.advance(1);
    expect(own.id).not.toBeNull();
    const secret = await guestCart([2, 10], [3, 1]);
    const loggedIn = await post(
      shop,
      '/customer/auth/login',
      { email: account.email, password: account.password },
      { headers: { [CART_ID_HEADER]: secret } },
    );
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.get(CART_ID_HEADER)).toBe('');
    const merged = cartOf(await cartCall('GET', '/cart', undefined, { token }));
    expect(merged.id).toBe(own.id);
    expect(merged.lines.map((line) => [line.variant_id, line.quantity])).toEqual([
      [variant(2).id, 20],
      [variant(3).id, 1],
    ]);
    expect(cartOf(await cartCall('GET', '/cart', undefined, { secret })).id).toBeNull();
  });

  it('caps merged quantities at the stock', async () => {
    const secret = await guestCart([3, 5]);
    await setStock(variant(3).id, 4);
    const merged = cartOf(await cartCall('GET', '/cart', undefined, { token, secret }));
    expect(merged.lines.find((line) => line.variant_id === variant(3).id)?.quantity).toBe(4);
  });

  it('merges on any cart call that carries both, and drops lines past 30 with a notice', async () => {
    const secret = await guestCart(...Array.from({ length: 30 }, (_, index): [number, number] => [index + 4, 1]));
    const response = await cartCall('GET', '/cart', undefined, { token, secret, language: 'de' });
    expect(response.headers.get(CART_ID_HEADER)).toBe('');
    const merged = cartOf(response);
    expect(merged.lines).toHaveLength(30);
    expect(merged.notices.map((notice) => notice.code)).toEqual(['cart-merged', 'lines-dropped']);
    expect(merged.notices[1]?.message).toContain('2');
  });

  it('keeps the cart with the account after sign-out and on another device', async () => {
    const before = cartOf(await cartCall('GET', '/cart', undefined, { token }));
    expect((await post(shop, '/customer/auth/logout', undefined, { token })).status).toBe(204);
    const other = (await login(shop, account)).token;
    const after = cartOf(await cartCall('GET', '/cart', undefined, { token: other }));
    expect(after.id).toBe(before.id);
    expect(after.lines.length).toBe(before.lines.length);
    token = other;
  });
});

describe('OpenAPI document', () => {
  it('lists every cart route under the cart tag', async () => {
    const response = await call(shop, 'GET', '/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/cart'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => `${method} ${path} ${operation.tags?.join()}`),
      )
      .sort();
    expect(routes).toEqual([
      'delete /cart/coupon cart',
      'delete /cart/lines/{id} cart',
      'get /cart cart',
      'patch /cart/lines/{id} cart',
      'post /cart/coupon cart',
      'post /cart/lines cart',
      'put /cart/shipping-country cart',
    ]);
  });
});
