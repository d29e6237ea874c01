import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSummaryCounts, LISTS_ID_HEADER } from '../contract';
import { comparisonItems, customerNotifications, customers, favourites, listOwners } from '../db/schema';
import { customerToken, seedProducts } from '../reviews/review-test-kit';
import { generateToken, hashToken } from '../security/secrets';
import { bodyOf, expectError, get } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
let products: string[] = [];

beforeAll(async () => {
  products = await seedProducts(shop.database.db, ['count-a', 'count-b', 'count-c', 'count-d']);
});

async function customerIdOf(email: string): Promise<string> {
  const [row] = await shop.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  return row?.id ?? '';
}

/** An owner with these favourites and compared products; the guest's secret when no customer is named. */
async function ownerWith(
  owner: { readonly customerId: string } | { readonly secret: string },
  favouriteIds: readonly string[],
  comparedIds: readonly string[],
): Promise<void> {
  const now = shop.clock.now();
  const [row] = await shop.database.db
    .insert(listOwners)
    .values({
      ...('customerId' in owner ? { customerId: owner.customerId } : { secretHash: hashToken(owner.secret) }),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const ownerId = row?.id ?? '';
  if (favouriteIds.length > 0) {
    await shop.database.db.insert(favourites).values(
      favouriteIds.map((productId) => ({
        ownerId,
        productId,
        priceCentsAtAdd: 1000,
        inStockAtAdd: true,
        addedAt: now,
      })),
    );
  }
  if (comparedIds.length > 0) {
    await shop.database.db
      .insert(comparisonItems)
      .values(comparedIds.map((productId) => ({ ownerId, productId, addedAt: now })));
  }
}

const counts = async (headers: { readonly token?: string; readonly secret?: string }) => {
  const response = await get(shop, '/account/summary-counts', {
    ...(headers.token === undefined ? {} : { token: headers.token }),
    headers: headers.secret === undefined ? {} : { [LISTS_ID_HEADER]: headers.secret },
  });
  expect(response.status).toBe(200);
  return { counts: bodyOf(response, accountSummaryCounts), listsId: response.headers.get(LISTS_ID_HEADER) };
};

describe('the account summary counts', () => {
  it('counts a customer’s favourites, compared products and unread notifications, nobody else’s', async () => {
    const [a = '', b = '', c = ''] = products;
    const token = await customerToken(shop, 'counted@example.com');
    const neighbour = await customerToken(shop, 'neighbour@example.com');
    expect((await counts({ token })).counts).toEqual({ favourites: 0, comparison: 0, unread_notifications: 0 });

    const customerId = await customerIdOf('counted@example.com');
    await ownerWith({ customerId }, [a, b, c], [a, b]);
    await ownerWith({ customerId: await customerIdOf('neighbour@example.com') }, [a], []);
    const now = shop.clock.now();
    await shop.database.db.insert(customerNotifications).values([
      { customerId, kind: 'restocked', productId: a, details: {}, createdAt: now },
      { customerId, kind: 'price-dropped', productId: b, details: {}, createdAt: now },
      { customerId, kind: 'restocked', productId: c, details: {}, createdAt: now, readAt: now },
    ]);
    const answer = await counts({ token });
    expect(answer.counts).toEqual({ favourites: 3, comparison: 2, unread_notifications: 2 });
    expect(answer.listsId).toBeNull();
    expect((await counts({ token: neighbour })).counts).toEqual({
      favourites: 1,
      comparison: 0,
      unread_notifications: 0,
    });
  });

  it('counts a guest’s lists by its secret; an unknown secret is zero and told to be dropped', async () => {
    const [a = '', , , d = ''] = products;
    const secret = generateToken();
    await ownerWith({ secret }, [a, d], [d]);
    expect(await counts({ secret })).toEqual({
      counts: { favourites: 2, comparison: 1, unread_notifications: 0 },
      listsId: null,
    });
    expect(await counts({ secret: generateToken() })).toEqual({
      counts: { favourites: 0, comparison: 0, unread_notifications: 0 },
      listsId: '',
    });
    expect((await counts({})).counts).toEqual({ favourites: 0, comparison: 0, unread_notifications: 0 });
  });

  it('merges a guest’s lists into the signed-in customer’s before counting', async () => {
    const [a = '', b = '', c = ''] = products;
    const token = await customerToken(shop, 'merging@example.com');
    await ownerWith({ customerId: await customerIdOf('merging@example.com') }, [a], [a]);
    const secret = generateToken();
    await ownerWith({ secret }, [a, b, c], [b]);
    const answer = await counts({ token, secret });
    expect(answer).toEqual({ counts: { favourites: 3, comparison: 2, unread_notifications: 0 }, listsId: '' });
    expect((await counts({ secret })).counts).toEqual({ favourites: 0, comparison: 0, unread_notifications: 0 });
  });

  it('refuses an expired or made-up session', async () => {
    expectError(await get(shop, '/account/summary-counts', { token: 'x'.repeat(43) }), 401);
  });
});
