/**
 * The favourites' limit, with a limit small enough to reach (the demo catalogue has fewer products
 * than the real one): past it a translated 422, at it a repeated add still answers 200, and a
 * guest's favourites merged into a full account keep the newest that fit.
 */
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { favouriteIds } from '../contract/favourites';
import { LISTS_ID_HEADER } from '../contract/lists';
import { products } from '../db/schema';
import { apiMessages } from '../i18n/messages';
import { bodyOf, call, createConfirmedAccount, expectError, login } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';
import type * as ListLimits from '../lists/list-limits';

vi.mock('../lists/list-limits', async (importOriginal) => ({
  ...(await importOriginal<typeof ListLimits>()),
  MAX_FAVOURITES: 3,
}));

const LIMIT = 3;
const shop = useTestShop();

let productIds: string[] = [];
const product = (index: number) => productIds[index] ?? 'missing';

beforeAll(async () => {
  productIds = (
    await shop.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(10)
  ).map((row) => row.id);
});

function put(productId: string, who: { secret?: string; token?: string; language?: string }) {
  return call(shop, 'PUT', `/lists/favourites/${productId}`, undefined, {
    ...(who.token === undefined ? {} : { token: who.token }),
    ...(who.language === undefined ? {} : { language: who.language }),
    headers: who.secret === undefined ? {} : { [LISTS_ID_HEADER]: who.secret },
  });
}

describe('the favourites limit', () => {
  it('refuses one past the limit with a translated 422 and keeps what was there', async () => {
    const { token } = await login(shop, await createConfirmedAccount(shop, 'full@example.com'));
    for (let index = 0; index < LIMIT; index += 1) {
      shop.clock.advance(1000);
      expect((await put(product(index), { token })).status).toBe(200);
    }
    const refused = expectError(await put(product(LIMIT), { token, language: 'es' }), 422);
    expect(refused.errors?.['product_id']).toEqual([apiMessages.es.favouritesFull(LIMIT)]);
    // A product already there is no new favourite: a repeated click at the limit is fine.
    const repeated = await put(product(0), { token });
    expect(repeated.status).toBe(200);
    expect(bodyOf(repeated, favouriteIds)).toEqual({
      product_ids: [product(2), product(1), product(0)],
      limit: LIMIT,
    });
  });

  it('merges a guest’s newest favourites into an account up to the limit', async () => {
    const account = await createConfirmedAccount(shop, 'merge-full@example.com');
    const { token } = await login(shop, account);
    shop.clock.advance(1000);
    await put(product(0), { token });
    let secret: string | undefined;
    for (const index of [5, 6, 7, 0]) {
      shop.clock.advance(1000);
      const response = await put(product(index), secret === undefined ? {} : { secret });
      secret ??= response.headers.get(LISTS_ID_HEADER) ?? undefined;
    }
    const session = await login(shop, account, { headers: { [LISTS_ID_HEADER]: secret ?? '' } });
    const ids = bodyOf(
      await call(shop, 'GET', '/lists/favourites/ids', undefined, { token: session.token }),
      favouriteIds,
    ).product_ids;
    // The account's own product(0) stays; the guest's newest two others fill the rest (product(0) is shared).
    expect([...ids].sort()).toEqual([product(0), product(6), product(7)].sort());
    expect(token).toBeTruthy();
  });
});
