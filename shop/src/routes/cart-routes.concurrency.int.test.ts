/**
 * Parallel writes to one cart: on PostgreSQL (several connections) the cart row lock serialises
 * them, so no add is lost and no line is duplicated. PGlite has one connection and serialises the
 * transactions itself; the same invariants are checked there too.
 */
import { asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart as cartSchema, CART_ID_HEADER } from '../contract/cart';
import { cartLines, variants } from '../db/schema';
import { createConfirmedAccount, login } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
let variantIds: string[] = [];

beforeAll(async () => {
  const rows = await shop.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(asc(variants.id))
    .limit(4);
  variantIds = rows.map((row) => row.id);
  for (const id of variantIds) await shop.database.db.update(variants).set({ stock: 100 }).where(eq(variants.id, id));
});

function add(variantId: string, headers: Record<string, string>) {
  return shop.app.request('/cart/lines', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
  });
}

describe('parallel cart writes', () => {
  it('adds every pack exactly once when many adds hit one guest cart at once', async () => {
    const first = await add(variantIds[0] ?? '', {});
    const secret = first.headers.get(CART_ID_HEADER) ?? '';
    const headers = { [CART_ID_HEADER]: secret };
    // 3 × 6 parallel adds over three variants, one of them the line that exists already.
    const calls = Array.from({ length: 18 }, (_, index) => add(variantIds[index % 3] ?? '', headers));
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const read = await shop.app.request('/cart', { headers });
    const body = cartSchema.parse(await read.json());
    expect(body.lines.map((line) => [line.variant_id, line.quantity]).sort()).toEqual(
      [
        [variantIds[0], 7],
        [variantIds[1], 6],
        [variantIds[2], 6],
      ].sort(),
    );
    expect(body.item_count).toBe(19);
  });

  it('creates one cart per customer and merges a guest cart once when calls race', async () => {
    const token = (await login(shop, await createConfirmedAccount(shop, 'race@example.com'))).token;
    const guest = await add(variantIds[3] ?? '', {});
    const secret = guest.headers.get(CART_ID_HEADER) ?? '';
    const headers = { authorization: `Bearer ${token}`, [CART_ID_HEADER]: secret };
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => add(variantIds[0] ?? '', headers)))).map(
      (response) => response.status,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const body = cartSchema.parse(
      await (await shop.app.request('/cart', { headers: { authorization: `Bearer ${token}` } })).json(),
    );
    expect(body.lines.map((line) => [line.variant_id, line.quantity]).sort()).toEqual(
      [
        [variantIds[0], 8],
        [variantIds[3], 1],
      ].sort(),
    );
    const rows = await shop.database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.variantId, variantIds[3] ?? ''));
    expect(rows).toHaveLength(1);
  });
});
