import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favouriteIds, favouriteList, type FavouriteIdsWire, type FavouriteListWire } from '../contract/favourites';
import { LISTS_ID_HEADER } from '../contract/lists';
import { productListing, products, variants } from '../db/schema';
import { apiMessages } from '../i18n/messages';
import { LIST_PAGE_SIZE, MAX_FAVOURITES } from '../lists/list-limits';
import type { PriceRule } from '../pricing/price-rule';
import { replacePriceRules } from '../pricing/price-rules-store';
import { bodyOf, call, createConfirmedAccount, expectError, login, type ApiResponse } from '../testing/api-client';
import { days } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

interface Who {
  readonly secret?: string;
  readonly token?: string;
  readonly language?: string;
}

function listsCall(method: string, path: string, who: Who = {}): Promise<ApiResponse> {
  return call(shop, method, path, undefined, {
    ...(who.token === undefined ? {} : { token: who.token }),
    ...(who.language === undefined ? {} : { language: who.language }),
    headers: who.secret === undefined ? {} : { [LISTS_ID_HEADER]: who.secret },
  });
}

const put = (productId: string, who?: Who) => listsCall('PUT', `/lists/favourites/${productId}`, who);
const remove = (productId: string, who?: Who) => listsCall('DELETE', `/lists/favourites/${productId}`, who);

function idsOf(response: ApiResponse): FavouriteIdsWire {
  expect(response.status).toBe(200);
  return bodyOf(response, favouriteIds);
}

async function page(who: Who, number = 1): Promise<FavouriteListWire> {
  const response = await listsCall('GET', `/lists/favourites?page=${number}`, who);
  expect(response.status).toBe(200);
  return bodyOf(response, favouriteList);
}

let productIds: string[] = [];
function product(index: number): string {
  const id = productIds[index];
  if (id === undefined) throw new Error(`no product ${index}`);
  return id;
}

beforeAll(async () => {
  productIds = (
    await shop.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(40)
  ).map((row) => row.id);
});

beforeEach(async () => {
  await replacePriceRules(shop.database.db, [], shop.clock.now());
});

/** A guest's favourites of the given products, added one after the other; answers the secret. */
async function guestWith(...indexes: number[]): Promise<string> {
  let secret: string | undefined;
  for (const index of indexes) {
    shop.clock.advance(1000);
    const response = await put(product(index), secret === undefined ? {} : { secret });
    expect(response.status).toBe(200);
    secret ??= response.headers.get(LISTS_ID_HEADER) ?? undefined;
  }
  if (secret === undefined) throw new Error('no lists secret');
  return secret;
}

function sale(percent: number): PriceRule {
  const now = shop.clock.now().getTime();
  return {
    id: `sale-${percent}`,
    names: { en: 'Sale', de: 'Aktion', fr: 'Soldes', es: 'Rebajas' },
    badges: { en: `−${percent} %` },
    discount: { kind: 'percent', value: percent },
    scope: { kind: 'all' },
    startsAt: new Date(now - days(1)),
    endsAt: new Date(now + days(10)),
    couponCode: null,
    usageLimit: null,
    giftTiers: [],
  };
}

describe('favourites of a guest', () => {
  it('the first favourite creates the guest lists; adding and removing are idempotent', async () => {
    const first = await put(product(0));
    const secret = first.headers.get(LISTS_ID_HEADER) ?? '';
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(idsOf(first)).toEqual({ product_ids: [product(0)], limit: MAX_FAVOURITES });

    shop.clock.advance(1000);
    const again = await put(product(0), { secret });
    expect(again.headers.get(LISTS_ID_HEADER)).toBeNull();
    expect(idsOf(again).product_ids).toEqual([product(0)]);

    shop.clock.advance(1000);
    expect(idsOf(await put(product(1), { secret })).product_ids).toEqual([product(1), product(0)]);
    expect(idsOf(await listsCall('GET', '/lists/favourites/ids', { secret })).product_ids).toEqual([
      product(1),
      product(0),
    ]);

    expect(idsOf(await remove(product(1), { secret })).product_ids).toEqual([product(0)]);
    expect(idsOf(await remove(product(1), { secret })).product_ids).toEqual([product(0)]);
    expect(idsOf(await remove('no-such-product', { secret })).product_ids).toEqual([product(0)]);
  });

  it('reads never create lists; a secret that names nothing is dropped', async () => {
    const none = await listsCall('GET', '/lists/favourites/ids');
    expect(idsOf(none).product_ids).toEqual([]);
    expect(none.headers.get(LISTS_ID_HEADER)).toBeNull();

    const unknown = 'Z'.repeat(43);
    const stale = await listsCall('GET', '/lists/favourites', { secret: unknown });
    expect(stale.status).toBe(200);
    expect(stale.headers.get(LISTS_ID_HEADER)).toBe('');
    expect(bodyOf(stale, favouriteList)).toMatchObject({ items: [], total: 0, page: 1, page_count: 1 });

    // A delete with nothing to delete creates nothing either.
    const removed = await remove(product(0), { secret: unknown });
    expect(idsOf(removed).product_ids).toEqual([]);
    expect(removed.headers.get(LISTS_ID_HEADER)).toBe('');
  });

  it('a product the catalogue does not have is a translated 404 and creates no lists', async () => {
    for (const id of ['prod-999999', 'Not A Product', '%00', 'x'.repeat(200)]) {
      const response = await put(encodeURIComponent(id), { language: 'de' });
      const error = expectError(response, 404);
      expect(error.message).toBe(apiMessages.de.favouriteProductUnknown);
      expect(response.headers.get(LISTS_ID_HEADER)).toBeNull();
    }
  });

  it('an invalid bearer token is a 401, whatever the lists secret', async () => {
    const secret = await guestWith(2);
    expectError(await listsCall('GET', '/lists/favourites/ids', { secret, token: 'x'.repeat(43) }), 401);
    expectError(await put(product(3), { secret, token: 'not-a-token' }), 401);
  });
});

describe('the favourites page', () => {
  it('lists cards newest first with packs, paged', async () => {
    const indexes = Array.from({ length: LIST_PAGE_SIZE + 2 }, (_, index) => index);
    const secret = await guestWith(...indexes);
    const first = await page({ secret });
    expect(first.total).toBe(LIST_PAGE_SIZE + 2);
    expect(first.page_count).toBe(2);
    expect(first.page_size).toBe(LIST_PAGE_SIZE);
    expect(first.items.map((item) => item.product.id)).toEqual(indexes.slice(2).reverse().map(product));
    const [newest] = first.items;
    expect(newest?.added_at).toBe(new Date(shop.clock.now()).toISOString());
    expect(newest?.price_dropped).toBeNull();
    expect(newest?.back_in_stock).toBe(false);
    const packs = await shop.database.db
      .select({ id: variants.id, packSize: variants.packSize, priceCents: variants.priceCents, stock: variants.stock })
      .from(variants)
      .where(eq(variants.productId, product(LIST_PAGE_SIZE + 1)))
      .orderBy(asc(variants.packSize));
    expect(newest?.packs.map((pack) => [pack.id, pack.pack_size, pack.price_cents, pack.stock])).toEqual(
      packs.map((pack) => [pack.id, pack.packSize, pack.priceCents, pack.stock]),
    );
    expect(newest?.packs[0]?.saving_percent).toBe(0);

    const second = await page({ secret }, 2);
    expect(second.items.map((item) => item.product.id)).toEqual([product(1), product(0)]);
    expect((await page({ secret }, 3)).items).toEqual([]);
  });

  it('says when the price dropped since adding (a promotion), with today’s pack prices', async () => {
    const secret = await guestWith(30);
    const before = (await page({ secret })).items[0];
    await replacePriceRules(shop.database.db, [sale(20)], shop.clock.now());
    const after = (await page({ secret, language: 'fr' })).items[0];
    const from = before?.product.price_from_cents ?? 0;
    expect(after?.price_dropped).toEqual({ from_cents: from, to_cents: Math.round(from * 0.8) });
    expect(after?.product.discount).toEqual({ badge: '−20 %', name: 'Soldes' });
    expect(after?.packs[0]?.price_cents).toBe(Math.round((after?.packs[0]?.original_price_cents ?? 0) * 0.8));

    // Added during the sale: no drop to report.
    const during = await guestWith(31);
    expect((await page({ secret: during })).items[0]?.price_dropped).toBeNull();
  });

  it('says when a product sold out at adding is back in stock', async () => {
    const db = shop.database.db;
    const soldOut = product(32);
    await db.update(variants).set({ stock: 0 }).where(eq(variants.productId, soldOut));
    await db.update(productListing).set({ inStock: false }).where(eq(productListing.productId, soldOut));
    const secret = await guestWith(32);
    const before = (await page({ secret })).items[0];
    expect(before?.back_in_stock).toBe(false);
    expect(before?.packs.every((pack) => !pack.in_stock)).toBe(true);

    await db.update(variants).set({ stock: 7 }).where(eq(variants.productId, soldOut));
    await db.update(productListing).set({ inStock: true }).where(eq(productListing.productId, soldOut));
    const after = (await page({ secret })).items[0];
    expect(after?.back_in_stock).toBe(true);
    expect(after?.packs.every((pack) => pack.in_stock && pack.stock === 7)).toBe(true);
  });

  it('refuses a page that is not a positive number', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '100001']) {
      expectError(await listsCall('GET', `/lists/favourites?page=${bad}`), 422);
    }
  });
});

describe('favourites of a customer', () => {
  it('are the account’s; a call with a guest secret merges the guest’s favourites and drops the secret', async () => {
    const account = await createConfirmedAccount(shop, 'favourites@example.com');
    const { token } = await login(shop, account);
    shop.clock.advance(1000);
    const own = await put(product(10), { token });
    expect(own.headers.get(LISTS_ID_HEADER)).toBeNull();
    expect(idsOf(own).product_ids).toEqual([product(10)]);

    const secret = await guestWith(11, 10, 12);
    const merged = await listsCall('GET', '/lists/favourites', { token, secret });
    expect(merged.status).toBe(200);
    expect(merged.headers.get(LISTS_ID_HEADER)).toBe('');
    const body = bodyOf(merged, favouriteList);
    expect(body.items.map((item) => item.product.id).sort()).toEqual([product(10), product(11), product(12)].sort());

    // The guest's lists are gone: the secret names nothing any more.
    const spent = await listsCall('GET', '/lists/favourites/ids', { secret });
    expect(spent.headers.get(LISTS_ID_HEADER)).toBe('');
    expect(idsOf(spent).product_ids).toEqual([]);

    // Another browser of the same customer sees them.
    const elsewhere = await login(shop, account);
    expect(idsOf(await listsCall('GET', '/lists/favourites/ids', { token: elsewhere.token })).product_ids).toHaveLength(
      3,
    );
  });

  it('a guest’s favourites survive the sign-in', async () => {
    const account = await createConfirmedAccount(shop, 'sign-in-favourites@example.com');
    const secret = await guestWith(20, 21);
    const session = await login(shop, account, { headers: { [LISTS_ID_HEADER]: secret } });
    expect(idsOf(await listsCall('GET', '/lists/favourites/ids', { token: session.token })).product_ids).toEqual([
      product(21),
      product(20),
    ]);
  });
});
