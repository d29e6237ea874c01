import { randomUUID } from 'node:crypto';
import { asc, eq, gt } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueChange } from '../catalogue/catalogue-change';
import { CART_ID_HEADER } from '../contract/cart';
import { checkoutQuote, IDEMPOTENCY_KEY_HEADER } from '../contract/checkout';
import { variants } from '../db/schema';
import { bodyOf, call, get } from '../testing/api-client';
import { orderBody } from '../testing/guest-order-body';
import { useTestShop } from '../testing/shop-fixture';

const STAFF_TOKEN = 'staff-token-for-catalogue-change-tests-0123456789';
const staff = { headers: { authorization: `Bearer ${STAFF_TOKEN}` } };

const changes: CatalogueChange[] = [];
let failing = false;
const shop = useTestShop({
  config: { staffToken: STAFF_TOKEN },
  catalogueChanged: (change) => {
    changes.push(change);
    if (failing) throw new Error('the listener failed');
  },
});

let pack: { id: string; productId: string; priceCents: number };

beforeAll(async () => {
  const [row] = await shop.database.db
    .select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents })
    .from(variants)
    .where(gt(variants.stock, 0))
    .orderBy(asc(variants.id))
    .limit(1);
  if (row === undefined) throw new Error('no pack in stock');
  pack = row;
});

beforeEach(() => {
  changes.length = 0;
  failing = false;
});

describe('the shop reports what changed in the catalogue, after the commit', () => {
  it('a staff price change: the product, aspect price', async () => {
    const answer = await call(
      shop,
      'PUT',
      `/staff/variants/${pack.id}/price`,
      { price_cents: pack.priceCents + 10 },
      staff,
    );
    expect(answer.status).toBe(200);
    expect(changes).toEqual([{ productIds: [pack.productId], aspects: ['price'] }]);
  });

  it('a staff stock change: the product, aspect stock', async () => {
    const answer = await call(shop, 'PUT', `/staff/variants/${pack.id}/stock`, { stock: 40 }, staff);
    expect(answer.status).toBe(200);
    expect(changes).toEqual([{ productIds: [pack.productId], aspects: ['stock'] }]);
  });

  it('reports nothing for a refused change', async () => {
    expect((await call(shop, 'PUT', '/staff/variants/no-such-pack/stock', { stock: 1 }, staff)).status).toBe(404);
    expect((await call(shop, 'PUT', `/staff/variants/${pack.id}/stock`, { stock: 1 })).status).toBe(401);
    expect(changes).toEqual([]);
  });

  it('a failing listener never turns a committed change into an error', async () => {
    failing = true;
    const answer = await call(shop, 'PUT', `/staff/variants/${pack.id}/stock`, { stock: 30 }, staff);
    expect(answer.status).toBe(200);
    const [row] = await shop.database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, pack.id));
    expect(row?.stock).toBe(30);
    expect(changes).toHaveLength(1);
  });

  it('a placed order: the products it took from stock, once; its replay reports nothing', async () => {
    const added = await call(shop, 'POST', '/cart/lines', { variant_id: pack.id, quantity: 2 });
    expect(added.status).toBe(200);
    const secret = added.headers.get(CART_ID_HEADER) ?? '';
    const who = { headers: { [CART_ID_HEADER]: secret } };
    const quoted = await get(shop, '/checkout/quote?country=FR&shipping_method=standard', who);
    const review = bodyOf(quoted, checkoutQuote);
    const body = orderBody(review);
    const key = randomUUID();
    const headers = { headers: { [CART_ID_HEADER]: secret, [IDEMPOTENCY_KEY_HEADER]: key } };
    expect((await call(shop, 'POST', '/checkout/orders', body, headers)).status).toBe(201);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.aspects).toEqual(['stock']);
    expect(changes[0]?.productIds).toContain(pack.productId);
    expect(new Set(changes[0]?.productIds).size).toBe(changes[0]?.productIds.length);

    const replay = await call(shop, 'POST', '/checkout/orders', body, headers);
    expect(replay.status).toBeLessThan(300);
    expect(changes).toHaveLength(1);
  });
});
