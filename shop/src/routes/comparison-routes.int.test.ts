import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  comparison as comparisonSchema,
  comparisonListDetail,
  comparisonListPage,
  comparisonListSummary,
  sharedComparisonList,
  LISTS_ID_HEADER,
  type ComparisonWire,
} from '../contract';
import { comparisonLists, products, variants } from '../db/schema';
import { MAX_COMPARISON_LISTS, MAX_COMPARISON_PRODUCTS } from '../lists/list-limits';
import type { PriceRule } from '../pricing/price-rule';
import { replacePriceRules } from '../pricing/price-rules-store';
import { call, createConfirmedAccount, expectError, login, type ApiResponse } from '../testing/api-client';
import { days } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

interface CallOptions {
  readonly secret?: string;
  readonly token?: string;
  readonly language?: string;
}

function listCall(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResponse> {
  return call(shop, method, path, body, {
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.language === undefined ? {} : { language: options.language }),
    headers: options.secret === undefined ? {} : { [LISTS_ID_HEADER]: options.secret },
  });
}

function comparisonOf(response: ApiResponse): ComparisonWire {
  expect(response.status).toBe(200);
  return comparisonSchema.parse(response.body);
}

const ids = (response: ApiResponse) => comparisonOf(response).items.map((item) => item.id);

/** Adds a product; the fake clock moves on a millisecond so the order of adding is the order of columns. */
async function compare(productId: string, options: CallOptions = {}): Promise<ApiResponse> {
  const response = await listCall('PUT', `/lists/comparison/${productId}`, undefined, options);
  shop.clock.advance(1);
  return response;
}

/** A guest comparison of these products; returns its secret. */
async function guestComparison(...productIds: string[]): Promise<string> {
  let secret: string | undefined;
  for (const id of productIds) {
    const response = await compare(id, secret === undefined ? {} : { secret });
    expect(response.status).toBe(200);
    secret ??= response.headers.get(LISTS_ID_HEADER) ?? undefined;
  }
  if (secret === undefined) throw new Error('no lists secret');
  return secret;
}

let productIds: string[] = [];
let accountCount = 0;

function product(index: number): string {
  const id = productIds[index];
  if (id === undefined) throw new Error(`no product ${index}`);
  return id;
}

async function customerToken(): Promise<string> {
  accountCount += 1;
  return (await login(shop, await createConfirmedAccount(shop, `compare-${accountCount}@example.com`))).token;
}

beforeAll(async () => {
  const rows = await shop.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(12);
  productIds = rows.map((row) => row.id);
});

beforeEach(async () => {
  await replacePriceRules(shop.database.db, [], shop.clock.now());
});

describe('the current comparison of a guest', () => {
  it('reads an empty comparison without creating lists', async () => {
    const response = await listCall('GET', '/lists/comparison');
    expect(response.headers.get(LISTS_ID_HEADER)).toBeNull();
    expect(comparisonOf(response)).toEqual({ items: [], total: 0, max_products: MAX_COMPARISON_PRODUCTS });
  });

  it('answers every attribute the product page shows, the rating and each pack with its price per seed', async () => {
    const secret = await guestComparison(product(0));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const [item] = comparisonOf(await listCall('GET', '/lists/comparison', undefined, { secret })).items;
    if (item === undefined) throw new Error('no item');
    const packs = await shop.database.db
      .select()
      .from(variants)
      .where(eq(variants.productId, product(0)))
      .orderBy(asc(variants.packSize));
    expect(item.id).toBe(product(0));
    expect(Object.keys(item.attributes).sort()).toEqual(
      [
        'awards',
        'cbd_percent',
        'effects',
        'flavours',
        'flowering_days',
        'genetics',
        'genotype',
        'growth_areas',
        'height_indoor_cm',
        'height_outdoor_cm',
        'seed_type',
        'terpenes',
        'thc_level',
        'thc_percent',
        'yield_indoor_g_per_m2',
        'yield_outdoor_g_per_plant',
      ].sort(),
    );
    expect(item.variants.map((pack) => [pack.id, pack.pack_size, pack.price_cents, pack.price_per_seed_cents])).toEqual(
      packs.map((pack) => [pack.id, pack.packSize, pack.priceCents, Math.round(pack.priceCents / pack.packSize)]),
    );
    expect(item.rating).toHaveProperty('distribution');
    expect(item).not.toHaveProperty('description');
  });

  it('shows the promotion price of each pack, as the product page does', async () => {
    const now = shop.clock.now().getTime();
    const rule: PriceRule = {
      id: 'compare-sale',
      names: { en: 'Compare sale' },
      badges: { en: '−20 %' },
      discount: { kind: 'percent', value: 20 },
      scope: { kind: 'products', products: [product(1)] },
      startsAt: new Date(now - days(1)),
      endsAt: new Date(now + days(1)),
      couponCode: null,
      usageLimit: null,
      giftTiers: [],
    };
    await replacePriceRules(shop.database.db, [rule], shop.clock.now());
    const secret = await guestComparison(product(1));
    const [item] = comparisonOf(await listCall('GET', '/lists/comparison', undefined, { secret })).items;
    const pack = item?.variants[0];
    if (pack === undefined) throw new Error('no pack');
    expect(pack.price_cents).toBe(Math.round((pack.original_price_cents ?? 0) * 0.8));
    expect(item?.discount?.badge).toBe('−20 %');
  });

  it('adds idempotently, keeps the order of adding and removes one or all idempotently', async () => {
    const secret = await guestComparison(product(2), product(0), product(1));
    expect(ids(await compare(product(0), { secret }))).toEqual([product(2), product(0), product(1)]);
    expect(ids(await listCall('DELETE', `/lists/comparison/${product(0)}`, undefined, { secret }))).toEqual([
      product(2),
      product(1),
    ]);
    expect(ids(await listCall('DELETE', `/lists/comparison/${product(0)}`, undefined, { secret }))).toEqual([
      product(2),
      product(1),
    ]);
    expect(ids(await listCall('DELETE', '/lists/comparison', undefined, { secret }))).toEqual([]);
    expect(ids(await listCall('DELETE', '/lists/comparison', undefined, { secret }))).toEqual([]);
  });

  it('refuses a product past the limit with a translated 422 and leaves the comparison as it was', async () => {
    const secret = await guestComparison(...productIds.slice(0, MAX_COMPARISON_PRODUCTS));
    const refused = expectError(await compare(product(MAX_COMPARISON_PRODUCTS), { secret, language: 'de' }), 422);
    expect(refused.message).toBe(
      `Du kannst bis zu ${MAX_COMPARISON_PRODUCTS} Produkte vergleichen. Entferne eines, um ein anderes hinzuzufügen.`,
    );
    expect(ids(await listCall('GET', '/lists/comparison', undefined, { secret }))).toEqual(
      productIds.slice(0, MAX_COMPARISON_PRODUCTS),
    );
  });

  it('lets parallel adds take the free columns only once', async () => {
    const secret = await guestComparison(...productIds.slice(0, MAX_COMPARISON_PRODUCTS - 2));
    const answers = await Promise.all(
      productIds
        .slice(MAX_COMPARISON_PRODUCTS - 2, MAX_COMPARISON_PRODUCTS + 4)
        .map((id) => listCall('PUT', `/lists/comparison/${id}`, undefined, { secret })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(4);
    expect(ids(await listCall('GET', '/lists/comparison', undefined, { secret }))).toHaveLength(
      MAX_COMPARISON_PRODUCTS,
    );
  });

  it('answers 404 for an unknown or malformed product and creates no guest lists for it', async () => {
    for (const id of ['prod-999999', 'DROP%20TABLE', '%00', 'x'.repeat(200)]) {
      const response = await listCall('PUT', `/lists/comparison/${id}`);
      expectError(response, 404);
      expect(response.headers.get(LISTS_ID_HEADER)).toBeNull();
    }
  });

  it('tells the storefront to drop a secret that names no lists', async () => {
    const response = await listCall('GET', '/lists/comparison', undefined, { secret: 'A'.repeat(43) });
    expect(response.headers.get(LISTS_ID_HEADER)).toBe('');
    expect(comparisonOf(response).items).toEqual([]);
  });
});

describe('guest to customer', () => {
  it('merges the guest comparison into the customer’s on the first customer call, up to the limit', async () => {
    const token = await customerToken();
    for (const id of [product(0), product(1), product(2)]) expect((await compare(id, { token })).status).toBe(200);
    const secret = await guestComparison(product(2), product(3), product(4), product(5), product(6));
    const merged = await listCall('GET', '/lists/comparison', undefined, { token, secret });
    expect(merged.headers.get(LISTS_ID_HEADER)).toBe('');
    expect(ids(merged)).toEqual([product(0), product(1), product(2), product(3), product(4), product(5)]);
    // The guest's lists are gone: the secret names nothing any more.
    const after = await listCall('GET', '/lists/comparison', undefined, { secret });
    expect(after.headers.get(LISTS_ID_HEADER)).toBe('');
    expect(comparisonOf(after).items).toEqual([]);
  });
});

describe('saved comparison lists', () => {
  it('are for customers only', async () => {
    expectError(await listCall('GET', '/account/comparison-lists'), 401);
    expectError(await listCall('POST', '/account/comparison-lists', { name: 'Mine' }), 401);
    expectError(await listCall('GET', '/account/comparison-lists', undefined, { token: 'x'.repeat(43) }), 401);
  });

  it('save, list, read, rename, reopen, share and delete', async () => {
    const token = await customerToken();
    for (const id of [product(3), product(1), product(4)]) await compare(id, { token });

    const created = await listCall(
      'POST',
      '/account/comparison-lists',
      { name: '  Autos for the balcony ' },
      { token },
    );
    expect(created.status).toBe(201);
    const list = comparisonListDetail.parse(created.body);
    expect(list.name).toBe('Autos for the balcony');
    expect(list.items.map((item) => item.id)).toEqual([product(3), product(1), product(4)]);
    expect(list.products.map((item) => item.id)).toEqual([product(3), product(1), product(4)]);
    expect(list.share_token).toMatch(/^[A-Za-z0-9_-]{43}$/u);

    // A double click: the same name (in any case) with the same products is the same list.
    const repeated = await listCall('POST', '/account/comparison-lists', { name: 'AUTOS FOR THE BALCONY' }, { token });
    expect(repeated.status).toBe(200);
    expect(comparisonListDetail.parse(repeated.body).id).toBe(list.id);

    // The same name with other products is taken.
    await compare(product(5), { token });
    const taken = expectError(
      await listCall('POST', '/account/comparison-lists', { name: 'autos for the balcony' }, { token, language: 'fr' }),
      422,
    );
    expect(taken.errors?.['name']).toEqual(['Vous avez déjà une liste de comparaison portant ce nom.']);
    shop.clock.advance(1000);
    const second = comparisonListDetail.parse(
      (await listCall('POST', '/account/comparison-lists', { name: 'Four of them' }, { token })).body,
    );

    const page = comparisonListPage.parse(
      (await listCall('GET', '/account/comparison-lists', undefined, { token })).body,
    );
    expect(page).toMatchObject({ total: 2, page: 1, page_count: 1, max_lists: MAX_COMPARISON_LISTS });
    expect(page.items.map((item) => item.name)).toEqual(['Four of them', 'Autos for the balcony']);

    const renameClash = await listCall(
      'PATCH',
      `/account/comparison-lists/${second.id}`,
      { name: 'autos FOR the balcony' },
      { token },
    );
    expect(expectError(renameClash, 422).errors).toHaveProperty('name');
    const renamed = await listCall(
      'PATCH',
      `/account/comparison-lists/${list.id}`,
      { name: 'Balcony autos' },
      { token },
    );
    expect(comparisonListSummary.parse(renamed.body).name).toBe('Balcony autos');
    // Renaming to its own name again changes nothing.
    expect(
      (await listCall('PATCH', `/account/comparison-lists/${list.id}`, { name: 'Balcony autos' }, { token })).status,
    ).toBe(200);

    const read = comparisonListDetail.parse(
      (await listCall('GET', `/account/comparison-lists/${list.id}`, undefined, { token })).body,
    );
    expect(read.items.map((item) => item.id)).toEqual([product(3), product(1), product(4)]);

    // Reopening replaces the current comparison with the list's products.
    expect(ids(await listCall('GET', '/lists/comparison', undefined, { token }))).toHaveLength(4);
    const reopened = await listCall('POST', `/account/comparison-lists/${list.id}/open`, undefined, { token });
    expect(ids(reopened)).toEqual([product(3), product(1), product(4)]);
    expect(ids(await compare(product(7), { token }))).toEqual([product(3), product(1), product(4), product(7)]);

    // The shared link works without signing in and says nothing about the owner.
    const shared = await listCall('GET', `/shared/comparison-lists/${list.share_token}`, undefined, { language: 'es' });
    expect(shared.status).toBe(200);
    const sharedList = sharedComparisonList.strict().parse(shared.body);
    expect(sharedList.name).toBe('Balcony autos');
    expect(sharedList.items.map((item) => item.id)).toEqual([product(3), product(1), product(4)]);
    expectError(await listCall('GET', `/shared/comparison-lists/${'B'.repeat(43)}`), 404);
    expectError(await listCall('GET', '/shared/comparison-lists/not-a-token'), 404);

    expect((await listCall('DELETE', `/account/comparison-lists/${list.id}`, undefined, { token })).status).toBe(204);
    expect((await listCall('DELETE', `/account/comparison-lists/${list.id}`, undefined, { token })).status).toBe(204);
    expectError(await listCall('GET', `/account/comparison-lists/${list.id}`, undefined, { token }), 404);
    expectError(await listCall('GET', `/shared/comparison-lists/${list.share_token}`), 404);
  });

  it('keeps each customer’s lists to themselves', async () => {
    const owner = await customerToken();
    const other = await customerToken();
    await compare(product(0), { token: owner });
    const list = comparisonListDetail.parse(
      (await listCall('POST', '/account/comparison-lists', { name: 'Private' }, { token: owner })).body,
    );
    expectError(await listCall('GET', `/account/comparison-lists/${list.id}`, undefined, { token: other }), 404);
    expectError(
      await listCall('PATCH', `/account/comparison-lists/${list.id}`, { name: 'Mine now' }, { token: other }),
      404,
    );
    expectError(await listCall('POST', `/account/comparison-lists/${list.id}/open`, undefined, { token: other }), 404);
    await listCall('DELETE', `/account/comparison-lists/${list.id}`, undefined, { token: other });
    expect((await listCall('GET', `/account/comparison-lists/${list.id}`, undefined, { token: owner })).status).toBe(
      200,
    );
    // Another customer may use the same name.
    await compare(product(0), { token: other });
    expect((await listCall('POST', '/account/comparison-lists', { name: 'private' }, { token: other })).status).toBe(
      201,
    );
  });

  it('refuses an empty comparison, a bad name and a list past the limit', async () => {
    const token = await customerToken();
    const empty = expectError(
      await listCall('POST', '/account/comparison-lists', { name: 'Nothing' }, { token, language: 'es' }),
      422,
    );
    expect(empty.message).toBe('Añade productos a la comparación antes de guardarla.');
    await compare(product(0), { token });
    for (const name of ['', '   ', 'x'.repeat(81), 'tab\there', 42]) {
      expect(
        expectError(await listCall('POST', '/account/comparison-lists', { name }, { token }), 422).errors,
      ).toHaveProperty('name');
    }
    const customer = comparisonListPage.parse(
      (await listCall('GET', '/account/comparison-lists', undefined, { token })).body,
    );
    expect(customer.total).toBe(0);
    const first = comparisonListDetail.parse(
      (await listCall('POST', '/account/comparison-lists', { name: 'List 1' }, { token })).body,
    );
    const [row] = await shop.database.db.select().from(comparisonLists).where(eq(comparisonLists.id, first.id));
    if (row === undefined) throw new Error('no row');
    const now = shop.clock.now();
    await shop.database.db.insert(comparisonLists).values(
      Array.from({ length: MAX_COMPARISON_LISTS - 1 }, (_, index) => ({
        customerId: row.customerId,
        name: `Filler ${index}`,
        productIds: [product(0)],
        shareToken: `filler-${first.id}-${index}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const refused = expectError(
      await listCall('POST', '/account/comparison-lists', { name: 'One more' }, { token }),
      422,
    );
    expect(refused.message).toBe(
      `You can keep up to ${MAX_COMPARISON_LISTS} comparison lists. Delete one to save another.`,
    );
    const pages = comparisonListPage.parse(
      (await listCall('GET', '/account/comparison-lists?page=3', undefined, { token })).body,
    );
    expect(pages).toMatchObject({ total: MAX_COMPARISON_LISTS, page: 3, page_count: 3 });
    expect(pages.items).toHaveLength(MAX_COMPARISON_LISTS - 48);
    expectError(await listCall('GET', '/account/comparison-lists?page=0', undefined, { token }), 422);
  });
});
