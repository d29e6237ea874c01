import { randomUUID } from 'node:crypto';
import { asc, eq, gt } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartSchema, CART_ID_HEADER } from '../contract/cart';
import { address as addressSchema } from '../contract/address';
import {
  checkoutQuote,
  IDEMPOTENCY_KEY_HEADER,
  orderConflict,
  placedOrder,
  type CheckoutQuoteWire,
} from '../contract/checkout';
import { cartLines, orderLines, orders, priceRules, variants } from '../db/schema';
import { taxForDestination } from '../checkout/destination-pricing';
import type { PriceRule } from '../pricing/price-rule';
import { replacePriceRules } from '../pricing/price-rules-store';
import {
  bodyOf,
  call,
  createConfirmedAccount,
  expectError,
  get,
  login,
  mailbox,
  post,
  type ApiResponse,
} from '../testing/api-client';
import { orderBody, shippingAddress } from '../testing/guest-order-body';
import { days } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

let stocked: { id: string; priceCents: number }[] = [];

function variant(index: number) {
  const found = stocked[index];
  if (found === undefined) throw new Error(`no variant ${index}`);
  return found;
}

async function setStock(variantId: string, stock: number): Promise<void> {
  await shop.database.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
}

async function stockOf(variantId: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock ?? -1;
}

beforeAll(async () => {
  const rows = await shop.database.db
    .select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(asc(variants.id));
  const seen = new Set<string>();
  stocked = rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId)).slice(0, 20);
});

beforeEach(async () => {
  await replacePriceRules(shop.database.db, [], shop.clock.now());
  for (const { id } of stocked) await setStock(id, 50);
});

interface Who {
  readonly secret?: string;
  readonly token?: string;
  readonly language?: string;
}

function headersOf(who: Who, extra: Record<string, string> = {}) {
  return {
    ...(who.token === undefined ? {} : { token: who.token }),
    ...(who.language === undefined ? {} : { language: who.language }),
    headers: { ...(who.secret === undefined ? {} : { [CART_ID_HEADER]: who.secret }), ...extra },
  };
}

/** A guest cart with the given lines (variant index, quantity); returns its secret. */
async function guestCart(...lines: Array<[number, number]>): Promise<string> {
  let secret: string | undefined;
  for (const [index, quantity] of lines) {
    const response = await call(
      shop,
      'POST',
      '/cart/lines',
      { variant_id: variant(index).id, quantity },
      headersOf(secret === undefined ? {} : { secret }),
    );
    expect(response.status).toBe(200);
    shop.clock.advance(1);
    secret ??= response.headers.get(CART_ID_HEADER) ?? undefined;
  }
  if (secret === undefined) throw new Error('no cart id');
  return secret;
}

async function quote(who: Who, country: string, method = 'standard'): Promise<CheckoutQuoteWire> {
  const response = await get(shop, `/checkout/quote?country=${country}&shipping_method=${method}`, headersOf(who));
  expect(response.status).toBe(200);
  return bodyOf(response, checkoutQuote);
}

function placeOrder(who: Who, body: unknown, key: string = randomUUID()): Promise<ApiResponse> {
  return call(shop, 'POST', '/checkout/orders', body, headersOf(who, { [IDEMPOTENCY_KEY_HEADER]: key }));
}

function rule(overrides: Partial<PriceRule> & Pick<PriceRule, 'id'>): PriceRule {
  const now = shop.clock.now().getTime();
  return {
    names: { en: 'Spring sale', de: 'Frühlingsaktion', fr: 'Soldes de printemps', es: 'Rebajas de primavera' },
    badges: { en: '−10 %' },
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

describe('checkout quote', () => {
  it('prices the cart for the destination: French VAT on the net, shipping taxed alike', async () => {
    const secret = await guestCart([0, 2], [1, 1]);
    const review = await quote({ secret }, 'fr');
    expect(review).toMatchObject({ country: 'FR', deliverable: true, message: null, vat_rate_percent: 20 });
    const first = review.lines[0];
    expect(first).toMatchObject({ variant_id: variant(0).id, quantity: 2, gift: false, vat_rate_percent: 20 });
    expect(first?.unit_gross_cents).toBe(taxForDestination(variant(0).priceCents, 20).grossCents);
    for (const line of review.lines) expect(line.net_cents + line.vat_cents).toBe(line.gross_cents);
    expect(review.net_cents + review.vat_cents).toBe(review.total_cents);
    expect(review.shipping_options.map((option) => option.method)).toEqual(['standard', 'tracked']);
    expect(review.payment_options.map((option) => option.method)).toEqual(['bank-transfer', 'cash-by-mail', 'crypto']);

    const german = await quote({ secret }, 'DE');
    const cart = bodyOf(await call(shop, 'GET', '/cart', undefined, headersOf({ secret })), cartSchema);
    expect(german.lines.reduce((sum, line) => sum + line.gross_cents, 0)).toBe(cart.goods_total_cents);

    const swiss = await quote({ secret }, 'CH', 'tracked');
    expect(swiss).toMatchObject({ vat_rate_percent: 0, vat_cents: 0, shipping_method: 'tracked' });
  });

  it('answers a refused destination with its reason in the caller’s language', async () => {
    const secret = await guestCart([0, 1]);
    const refused = await quote({ secret, language: 'de' }, 'US');
    expect(refused).toMatchObject({ deliverable: false, lines: [], total_cents: 0 });
    expect(refused.message).toBe(
      'Wir liefern nicht in dieses Land (Vereinigte Staaten): Die Einfuhr von Cannabissamen ist dort verboten.',
    );
    const unknown = await quote({ secret }, 'ZZ');
    expect(unknown).toMatchObject({ deliverable: false, message: 'Sorry, we do not ship to this country.' });
  });
});

describe('placing an order', () => {
  it('places a guest order: 201, stock taken, cart emptied, confirmation mailed, payment instructions', async () => {
    const secret = await guestCart([0, 2], [1, 1]);
    const review = await quote({ secret }, 'FR');
    const response = await placeOrder({ secret }, orderBody(review, { payment_method: 'crypto' }));
    expect(response.status).toBe(201);
    const { order, access_token: accessToken } = bodyOf(response, placedOrder);
    expect(order.number).toMatch(/^SS-2030-\d{6}$/u);
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(order).toMatchObject({
      status: 'awaiting-payment',
      email: 'guest@example.com',
      total_cents: review.total_cents,
      net_cents: review.net_cents,
      vat_cents: review.vat_cents,
      payment_method: 'crypto',
    });
    expect(order.lines).toEqual(review.lines);
    expect(order.shipping).toMatchObject({
      method: 'standard',
      country: 'FR',
      gross_cents: review.shipping.gross_cents,
    });
    expect(order.payment).toMatchObject({ method: 'crypto', currency: 'BTC', amount_cents: review.total_cents });
    if (order.payment?.method === 'crypto') expect(order.payment.address).toMatch(/^bc1q/u);

    expect(await stockOf(variant(0).id)).toBe(48);
    expect(await stockOf(variant(1).id)).toBe(49);
    const cart = bodyOf(await call(shop, 'GET', '/cart', undefined, headersOf({ secret })), cartSchema);
    expect(cart.lines).toEqual([]);
    const mails = await mailbox(shop, 'guest@example.com');
    expect(mails.some((mail) => mail.kind === 'order-confirmation')).toBe(true);
  });

  it('places a customer order to a saved address; the account’s e-mail wins over a sent one', async () => {
    const account = await createConfirmedAccount(shop, 'buyer@example.com');
    const { token } = await login(shop, account);
    const saved = bodyOf(
      await post(
        shop,
        '/customer/addresses',
        { ...shippingAddress, country: 'ES', city: 'Madrid', postal_code: '28013', street: 'Calle Mayor' },
        { token },
      ),
      addressSchema,
    );
    expect(
      (await call(shop, 'POST', '/cart/lines', { variant_id: variant(2).id, quantity: 3 }, { token })).status,
    ).toBe(200);
    const review = await quote({ token }, 'ES');
    const { email: _guestEmail, captcha: _captcha, shipping_address: _typed, ...rest } = orderBody(review);
    const response = await placeOrder(
      { token },
      { ...rest, email: 'someone-else@example.com', shipping_address_id: saved.id },
    );
    expect(response.status).toBe(201);
    const { order } = bodyOf(response, placedOrder);
    expect(order.email).toBe('buyer@example.com');
    expect(order.shipping_address).toMatchObject({ country: 'ES', postal_code: '28013', city: 'Madrid' });
    expect(order.billing_address).toEqual(order.shipping_address);
    expect(order.vat[0]?.rate_percent).toBe(21);
  });

  it('refuses a refused destination, a Spanish four-digit postal code and an unticked age check, translated', async () => {
    const secret = await guestCart([0, 1]);
    const review = await quote({ secret }, 'FR');
    const refused = await placeOrder(
      { secret, language: 'en' },
      orderBody(review, { shipping_address: { ...shippingAddress, country: 'US', postal_code: '10001' } }),
    );
    expect(expectError(refused, 422).errors).toEqual({
      'shipping_address.country': [
        'We do not deliver to United States: importing cannabis seeds is against the law there.',
      ],
    });
    const postal = await placeOrder(
      { secret, language: 'es' },
      orderBody(review, { shipping_address: { ...shippingAddress, country: 'ES', postal_code: '2801' } }),
    );
    expect(expectError(postal, 422).errors).toEqual({
      'shipping_address.postal_code': ['Este código postal no es válido para el país elegido.'],
    });
    const age = await placeOrder({ secret, language: 'fr' }, orderBody(review, { age_confirmed: false }));
    expect(expectError(age, 422).errors).toEqual({ age_confirmed: ['Veuillez confirmer que vous êtes majeur.'] });
    expect(await stockOf(variant(0).id)).toBe(50);
  });

  it('refuses a four-digit Spanish postal code in the address book too', async () => {
    const { token } = await login(shop, await createConfirmedAccount(shop, 'postal@example.com'));
    const response = await post(
      shop,
      '/customer/addresses',
      { ...shippingAddress, country: 'ES', postal_code: '2801' },
      { token, language: 'de' },
    );
    expect(expectError(response, 422).errors).toEqual({
      postal_code: ['Diese Postleitzahl passt nicht zum gewählten Land.'],
    });
  });

  it('answers 409 with the changes for a tampered unit price, and writes nothing', async () => {
    const secret = await guestCart([0, 1]);
    const review = await quote({ secret }, 'FR');
    const body = orderBody(review);
    const tampered = {
      ...body,
      expected: { ...body.expected, lines: body.expected.lines.map((line) => ({ ...line, unit_price_cents: 1 })) },
    };
    const ordersBefore = (await shop.database.db.select({ id: orders.id }).from(orders)).length;
    const response = await placeOrder({ secret }, tampered);
    expect(response.status).toBe(409);
    const conflict = bodyOf(response, orderConflict);
    expect(conflict).toMatchObject({ code: 'changed', total_cents: review.total_cents });
    expect(conflict.changes).toEqual([
      expect.objectContaining({ variant_id: variant(0).id, change: 'price-changed', quantity: 1 }),
    ]);
    expect(await stockOf(variant(0).id)).toBe(50);
    expect((await shop.database.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    const cart = bodyOf(await call(shop, 'GET', '/cart', undefined, headersOf({ secret })), cartSchema);
    expect(cart.lines).toHaveLength(1);
  });

  it('answers 409 sold-out when the last packs went between review and order', async () => {
    const secret = await guestCart([3, 2]);
    const review = await quote({ secret }, 'DE');
    await setStock(variant(3).id, 0);
    const response = await placeOrder({ secret }, orderBody(review));
    const conflict = bodyOf(response, orderConflict);
    expect(response.status).toBe(409);
    expect(conflict.code).toBe('sold-out');
    expect(conflict.changes).toEqual([
      expect.objectContaining({ variant_id: variant(3).id, change: 'sold-out', quantity: 0 }),
    ]);
    expect(conflict.total_cents).toBe(0);
  });

  it('answers the same order for the same key twice, and 409 for the same key with another body', async () => {
    const secret = await guestCart([4, 1]);
    const review = await quote({ secret }, 'AT');
    const key = randomUUID();
    const body = orderBody(review, { shipping_address: { ...shippingAddress, country: 'AT', postal_code: '1010' } });
    const first = await placeOrder({ secret }, body, key);
    expect(first.status).toBe(201);
    const again = await placeOrder({ secret }, { ...body, captcha: 'a-new-captcha-answer' }, key);
    expect(again.status).toBe(200);
    expect(bodyOf(again, placedOrder).order.number).toBe(bodyOf(first, placedOrder).order.number);
    expect(await stockOf(variant(4).id)).toBe(49);

    const other = await placeOrder({ secret }, { ...body, payment_method: 'cash-by-mail' }, key);
    expect(other.status).toBe(409);
    expect(bodyOf(other, orderConflict).code).toBe('idempotency-key-reused');
  });

  it('refuses an empty cart and a missing or malformed Idempotency-Key', async () => {
    const secret = await guestCart([5, 1]);
    const review = await quote({ secret }, 'DE');
    await shop.database.db.delete(cartLines);
    expectError(await placeOrder({ secret }, orderBody(review)), 422);
    const missing = await call(
      shop,
      'POST',
      '/checkout/orders',
      orderBody(review),
      headersOf({ secret, language: 'de' }),
    );
    expect(expectError(missing, 400).message).toBe(
      'Jede Bestellung braucht einen Idempotency-Key-Header mit einer UUID.',
    );
    expectError(await placeOrder({ secret }, orderBody(review), 'not-a-uuid'), 400);
  });

  it('lets one of two carts use a coupon limited to one use', async () => {
    await replacePriceRules(
      shop.database.db,
      [rule({ id: 'once', couponCode: 'ONCE', usageLimit: 1, discount: { kind: 'percent', value: 50 } })],
      shop.clock.now(),
    );
    const carts = [await guestCart([6, 1]), await guestCart([7, 1])];
    const reviews: CheckoutQuoteWire[] = [];
    for (const secret of carts) {
      expect((await call(shop, 'POST', '/cart/coupon', { code: 'once' }, headersOf({ secret }))).status).toBe(200);
      reviews.push(await quote({ secret }, 'FR'));
    }
    const answers = await Promise.all(
      carts.map((secret, index) => placeOrder({ secret }, orderBody(reviews[index] as CheckoutQuoteWire))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    if (lost !== undefined) expect(bodyOf(lost, orderConflict).code).toBe('coupon-used-up');
    const [stored] = await shop.database.db
      .select({ uses: priceRules.uses })
      .from(priceRules)
      .where(eq(priceRules.id, 'once'));
    expect(stored?.uses).toBe(1);
    const won = answers.find((answer) => answer.status === 201);
    if (won !== undefined) expect(bodyOf(won, placedOrder).order.coupon_code).toBe('ONCE');
  });

  it('adds a promotion’s gift as a line priced 0 and takes it from stock', async () => {
    const giftVariant = variant(9);
    const [giftRow] = await shop.database.db
      .select({ productId: variants.productId })
      .from(variants)
      .where(eq(variants.id, giftVariant.id));
    await replacePriceRules(
      shop.database.db,
      [rule({ id: 'gift', giftTiers: [{ thresholdCents: 1, products: [giftRow?.productId ?? ''] }] })],
      shop.clock.now(),
    );
    const secret = await guestCart([8, 1]);
    const review = await quote({ secret }, 'FR');
    const gift = review.lines.find((line) => line.gift);
    expect(gift).toMatchObject({ gross_cents: 0, quantity: 1 });
    const giftStock = gift === undefined ? -1 : await stockOf(gift.variant_id);
    const response = await placeOrder({ secret }, orderBody(review));
    expect(response.status).toBe(201);
    const { order } = bodyOf(response, placedOrder);
    expect(order.lines.filter((line) => line.gift)).toHaveLength(1);
    const written = await shop.database.db.select().from(orderLines).where(eq(orderLines.gift, true));
    expect(written.length).toBeGreaterThan(0);
    if (gift !== undefined) expect(await stockOf(gift.variant_id)).toBe(giftStock - 1);
  });

  it('registers a guest who asks for an account, and places the order for an e-mail that has one already', async () => {
    await createConfirmedAccount(shop, 'taken@example.com');
    for (const email of ['newcomer@example.com', 'taken@example.com']) {
      const secret = await guestCart([10, 1]);
      const review = await quote({ secret }, 'DE');
      const response = await placeOrder(
        { secret },
        orderBody(review, {
          email,
          shipping_address: { ...shippingAddress, country: 'DE', postal_code: '10115', city: 'Berlin' },
          create_account: { password: 'Hanfblüte-im-Mai-2030' },
        }),
      );
      expect(response.status).toBe(201);
    }
    const newcomer = await mailbox(shop, 'newcomer@example.com');
    expect(newcomer.map((mail) => mail.kind).sort()).toEqual(['confirm-email', 'order-confirmation']);
  });
});
