/**
 * Placing orders against two shop API processes on one PostgreSQL database at once: the last packs
 * are sold exactly once, stock never goes below zero, and one Idempotency-Key places one order
 * however many instances receive it. Real processes (the standalone server) and a real server
 * database, because a race between instances cannot happen inside one process or on PGlite; so
 * this file runs in the PostgreSQL pass of `pnpm test` only (scripts/test-all.mjs).
 *
 * Guests pass the captcha: both processes share ALTCHA_HMAC_KEY, and the test makes its challenges
 * with that key and the smallest counter, so each costs it a couple of key derivations. Every
 * guest calls from its own address (X-Forwarded-For behind TRUSTED_PROXIES=1), so no per-address
 * limit counts two shoppers together.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, count, eq, gt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CART_ID_HEADER } from '../contract/cart';
import {
  checkoutQuote,
  IDEMPOTENCY_KEY_HEADER,
  orderConflict,
  placedOrder,
  type PlaceOrderRequest,
} from '../contract/checkout';
import { seedDemoCatalogue } from '../catalogue/store/seed-demo-catalogue';
import { orderLines, orders, variants } from '../db/schema';
import {
  altchaSolver,
  createServerDatabase,
  freePort,
  startShopProcess,
  type ServerDatabase,
  type ShopProcess,
} from '../testing/shop-processes';
import { expectedOf } from '../testing/guest-order-body';

const LAST_PACKS = 5;
const SHOPPERS = 200;
const DUPLICATES = 20;

const hmacKey = randomBytes(24).toString('hex');
const solveCaptcha = altchaSolver(hmacKey);

let database: ServerDatabase | null = null;
let processes: ShopProcess[] = [];
let scarceVariant = '';
let plentyVariant = '';
let addressCounter = 0;

function started(): { database: ServerDatabase; processes: ShopProcess[] } {
  if (database === null || processes.length !== 2) throw new Error('the shop processes did not start');
  return { database, processes };
}

/** A client address of its own for every shopper: 10.0.y.z from a counter. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** The processes take turns. */
function processFor(index: number): ShopProcess {
  const { processes: list } = started();
  const chosen = list[index % list.length];
  if (chosen === undefined) throw new Error('no shop process');
  return chosen;
}

interface Shopper {
  readonly cartId: string;
  readonly address: string;
}

/** A guest cart holding one pack of `variantId`, made through the cart API. */
async function guestCart(variantId: string, index: number): Promise<Shopper> {
  const address = nextAddress();
  const response = await fetch(`${processFor(index).url}/cart/lines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  const cartId = response.headers.get(CART_ID_HEADER) ?? '';
  expect(cartId).not.toBe('');
  return { cartId, address };
}

/** Runs `work` for 0…count−1, at most `parallel` at a time. */
async function inBatches<T>(total: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, total) }, worker));
  return results;
}

/** What the review showed the shopper: the quote for a German address, standard shipping. */
async function reviewOf(shopper: Shopper): Promise<PlaceOrderRequest['expected']> {
  const response = await fetch(`${processFor(0).url}/checkout/quote?country=DE&shipping_method=standard`, {
    headers: { [CART_ID_HEADER]: shopper.cartId, 'x-forwarded-for': shopper.address },
  });
  expect(response.status).toBe(200);
  return expectedOf(checkoutQuote.parse(await response.json()));
}

async function orderBody(index: number, expected: PlaceOrderRequest['expected']): Promise<PlaceOrderRequest> {
  return {
    email: `race-${index}@example.com`,
    shipping_address: {
      first_name: 'Alex',
      last_name: 'Grower',
      country: 'DE',
      city: 'Berlin',
      postal_code: '10115',
      street: 'Invalidenstraße',
      house_number: String(1 + (index % 200)),
    },
    shipping_method: 'standard',
    payment_method: 'bank-transfer',
    age_confirmed: true,
    terms_accepted: true,
    expected,
    captcha: await solveCaptcha(),
  };
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

async function placeOrder(
  target: ShopProcess,
  shopper: Shopper,
  idempotencyKey: string,
  body: PlaceOrderRequest,
): Promise<Answer> {
  const response = await fetch(`${target.url}/checkout/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': shopper.address,
      [CART_ID_HEADER]: shopper.cartId,
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

function showOutput(): void {
  for (const shop of processes) console.error(`--- ${shop.url} ---\n${shop.output()}`);
}

/** The distinct error answers, for the failure message: `422 {"message":…}`. */
function errorsOf(answers: readonly Answer[]): string {
  const distinct = new Set(
    answers.filter((answer) => answer.status >= 400).map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`),
  );
  return [...distinct].join('\n').slice(0, 2_000);
}

function tally(answers: readonly Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  database = await createServerDatabase('seedshop_race');
  // A small demo catalogue: the race needs two variants, the order needs their products and banks.
  await seedDemoCatalogue(database.db, 12);
  const stocked = await database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(asc(variants.id))
    .limit(2);
  scarceVariant = stocked[0]?.id ?? '';
  plentyVariant = stocked[1]?.id ?? '';
  await database.db.update(variants).set({ stock: LAST_PACKS }).where(eq(variants.id, scarceVariant));
  await database.db.update(variants).set({ stock: 1_000 }).where(eq(variants.id, plentyVariant));

  const env = {
    DATABASE_URL: database.url,
    DEMO_CATALOGUE: 'false',
    SHOP_STAFF_TOKEN: randomBytes(24).toString('hex'),
    ALTCHA_HMAC_KEY: hmacKey,
    ORDER_LINK_SECRET: randomBytes(32).toString('hex'),
    TRUSTED_PROXIES: '1',
    // No content source: the pricing rules stay as stored (none), and the failed sync is only logged.
    LAKE_URL: `http://127.0.0.1:${await freePort()}`,
  };
  const results = await Promise.allSettled([startShopProcess(env), startShopProcess(env)]);
  processes = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure !== undefined) throw failure.reason;
}, 60_000);

afterAll(async () => {
  await Promise.allSettled(processes.map((shop) => shop.stop()));
  await database?.close();
}, 30_000);

describe('placing orders on two shop processes at once', () => {
  it('sells the last packs exactly once: 5 orders, every other shopper a 409, stock 0', async () => {
    onTestFailed(showOutput);
    const { database: db } = started();
    const shoppers = await inBatches(SHOPPERS, 16, (index) => guestCart(scarceVariant, index));
    // Every cart holds the same pack, so every review shows the same figures.
    const [first] = shoppers;
    if (first === undefined) throw new Error('no shopper');
    const expected = await reviewOf(first);
    expect(expected.lines).toEqual([{ variant_id: scarceVariant, quantity: 1, unit_price_cents: expect.any(Number) }]);
    const requests = await Promise.all(
      shoppers.map(async (shopper, index) => ({ shopper, body: await orderBody(index, expected) })),
    );

    const answers = await Promise.all(
      requests.map(({ shopper, body }, index) => placeOrder(processFor(index), shopper, randomUUID(), body)),
    );

    expect(tally(answers), errorsOf(answers.filter((answer) => answer.status !== 409))).toEqual({
      201: LAST_PACKS,
      409: SHOPPERS - LAST_PACKS,
    });
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => placedOrder.parse(answer.body));
    expect(new Set(placed.map((answer) => answer.order.number)).size).toBe(LAST_PACKS);
    for (const answer of placed) {
      expect(answer.order.lines.map((line) => [line.variant_id, line.quantity])).toEqual([[scarceVariant, 1]]);
    }
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      const conflict = orderConflict.parse(answer.body);
      expect(conflict.changes).toContainEqual(
        expect.objectContaining({ variant_id: scarceVariant, change: 'sold-out', quantity: 0 }),
      );
    }

    const [stock] = await db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, scarceVariant));
    expect(stock?.stock).toBe(0);
    const [orderCount] = await db.db.select({ value: count() }).from(orders);
    expect(orderCount?.value).toBe(LAST_PACKS);
    const [lineCount] = await db.db
      .select({ value: count(), packs: sum(orderLines.quantity) })
      .from(orderLines)
      .where(eq(orderLines.variantId, scarceVariant));
    expect(lineCount).toEqual({ value: LAST_PACKS, packs: String(LAST_PACKS) });
  }, 60_000);

  /** One cart, one key, one order request sent `DUPLICATES` times at once, alternating the processes. */
  async function duplicates(shopperNumber: number, freshCaptcha: boolean) {
    const { database: db } = started();
    const shopper = await guestCart(plentyVariant, 0);
    const [before] = await db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, plentyVariant));
    const body = await orderBody(shopperNumber, await reviewOf(shopper));
    const key = randomUUID();
    const requests = await Promise.all(
      Array.from({ length: DUPLICATES }, async () =>
        freshCaptcha ? { ...body, captcha: await solveCaptcha() } : body,
      ),
    );

    const answers = await Promise.all(
      requests.map((request, index) => placeOrder(processFor(index), shopper, key, request)),
    );

    expect(tally(answers), errorsOf(answers)).toEqual({ 201: 1, 200: DUPLICATES - 1 });
    const placed = answers.map((answer) => placedOrder.parse(answer.body));
    const numbers = new Set(placed.map((answer) => answer.order.number));
    expect(numbers.size).toBe(1);
    // Both instances sign the guest's link with the shared secret: every answer carries a working one.
    expect(new Set(placed.map((answer) => answer.access_token)).size).toBe(1);
    const rows = await db.db.select({ number: orders.number }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows.map((row) => row.number)).toEqual([...numbers]);
    const [after] = await db.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, plentyVariant));
    expect(after?.stock).toBe((before?.stock ?? 0) - 1);
  }

  it('places one order for one Idempotency-Key retried 20 times at once, each retry with a new captcha', async () => {
    onTestFailed(showOutput);
    await duplicates(SHOPPERS, true);
  }, 60_000);

  it('places one order for one Idempotency-Key sent 20 times at once with the very same body (a double submit)', async () => {
    onTestFailed(showOutput);
    await duplicates(SHOPPERS + 1, false);
  }, 60_000);
});
