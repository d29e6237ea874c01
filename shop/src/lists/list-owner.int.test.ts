import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTS_ID_HEADER } from '../contract/lists';
import { comparisonItems, customers, favourites, listOwners, products } from '../db/schema';
import { purgeExpiredData } from '../maintenance/purge-expired';
import { hashToken } from '../security/secrets';
import { createConfirmedAccount, post } from '../testing/api-client';
import { days } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';
import { mergeGuestOwner, parseListsSecret, readOwner, resolveOwner, type ListsIdentity } from './list-owner';

const shop = useTestShop();
const db = () => shop.database.db;

let productIds: string[] = [];
beforeAll(async () => {
  productIds = (await db().select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(20)).map(
    (row) => row.id,
  );
});

function product(index: number): string {
  const id = productIds[index];
  if (id === undefined) throw new Error(`no product ${index}`);
  return id;
}

const guest = (secret: string | null, sent = secret !== null): ListsIdentity => ({
  customerId: null,
  guestSecret: secret,
  sentListsId: sent,
});

/** New guest lists; answers the secret and the owner's id. */
async function newGuest(): Promise<{ secret: string; ownerId: string }> {
  const now = shop.clock.now();
  const resolved = await db().transaction((tx) => resolveOwner(tx, guest(null), { create: true, now }));
  if (resolved.owner === null || resolved.listsIdHeader === null) throw new Error('no guest owner');
  return { secret: resolved.listsIdHeader, ownerId: resolved.owner.id };
}

async function customerId(email: string): Promise<string> {
  await createConfirmedAccount(shop, email);
  const [row] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email));
  if (row === undefined) throw new Error('no customer');
  return row.id;
}

async function customerOwner(id: string): Promise<string> {
  const now = shop.clock.now();
  const identity: ListsIdentity = { customerId: id, guestSecret: null, sentListsId: false };
  const resolved = await db().transaction((tx) => resolveOwner(tx, identity, { create: true, now }));
  if (resolved.owner === null) throw new Error('no customer owner');
  expect(resolved.listsIdHeader).toBeNull();
  return resolved.owner.id;
}

async function addFavourite(ownerId: string, productIndex: number, priceCentsAtAdd = 1000): Promise<void> {
  shop.clock.advance(1000);
  await db()
    .insert(favourites)
    .values({
      ownerId,
      productId: product(productIndex),
      priceCentsAtAdd,
      inStockAtAdd: true,
      addedAt: shop.clock.now(),
    });
}

async function addCompared(ownerId: string, productIndex: number): Promise<void> {
  shop.clock.advance(1000);
  await db()
    .insert(comparisonItems)
    .values({ ownerId, productId: product(productIndex), addedAt: shop.clock.now() });
}

async function favouritesOf(ownerId: string) {
  return db()
    .select({ productId: favourites.productId, priceCentsAtAdd: favourites.priceCentsAtAdd })
    .from(favourites)
    .where(eq(favourites.ownerId, ownerId))
    .orderBy(asc(favourites.addedAt));
}

async function comparedOf(ownerId: string): Promise<string[]> {
  const rows = await db()
    .select({ productId: comparisonItems.productId })
    .from(comparisonItems)
    .where(eq(comparisonItems.ownerId, ownerId))
    .orderBy(asc(comparisonItems.addedAt));
  return rows.map((row) => row.productId);
}

describe('guest list owners', () => {
  it('are created by a write, stored by the secret’s hash only, and found again by the secret', async () => {
    const { secret, ownerId } = await newGuest();
    expect(parseListsSecret(secret)).toBe(secret);
    const [row] = await db().select().from(listOwners).where(eq(listOwners.id, ownerId));
    expect(row?.secretHash).toBe(hashToken(secret));
    expect(row?.customerId).toBeNull();

    const now = shop.clock.now();
    const again = await db().transaction((tx) => resolveOwner(tx, guest(secret), { create: true, now }));
    expect(again).toEqual({ owner: expect.objectContaining({ id: ownerId }), listsIdHeader: null });
    const read = await readOwner(db(), guest(secret), now);
    expect(read.owner?.id).toBe(ownerId);
    expect(read.listsIdHeader).toBeNull();
  });

  it('a read never creates one; a secret that names nothing is dropped', async () => {
    const now = shop.clock.now();
    expect(await readOwner(db(), guest(null, false), now)).toEqual({ owner: null, listsIdHeader: null });
    const unknown = 'A'.repeat(43);
    expect(await readOwner(db(), guest(unknown), now)).toEqual({ owner: null, listsIdHeader: '' });
    // Not a secret at all (sent, but unparsable): dropped too, and a write makes new lists.
    expect(await readOwner(db(), guest(null, true), now)).toEqual({ owner: null, listsIdHeader: '' });
    const created = await db().transaction((tx) => resolveOwner(tx, guest(unknown), { create: true, now }));
    expect(created.listsIdHeader).not.toBe(unknown);
    expect(parseListsSecret(created.listsIdHeader ?? '')).not.toBeNull();
  });

  it('ignores anything in X-Lists-Id that cannot be a secret', () => {
    for (const bad of [
      undefined,
      '',
      ' ',
      'short',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}.`,
      `${'A'.repeat(42)}\n`,
    ]) {
      expect(parseListsSecret(bad)).toBeNull();
    }
    expect(parseListsSecret(` ${'a_-Z'.repeat(10)}abc `)).toBe(`${'a_-Z'.repeat(10)}abc`);
  });

  it('live as long as they are used; untouched past the guest lifetime they are gone and purged', async () => {
    const kept = await newGuest();
    const stale = await newGuest();
    await addFavourite(stale.ownerId, 0);
    await addCompared(stale.ownerId, 1);
    const member = await customerOwner(await customerId('purge-lists@example.com'));

    shop.clock.advance(days(20));
    // A write marks the lists as used.
    await db().transaction((tx) => resolveOwner(tx, guest(kept.secret), { create: false, now: shop.clock.now() }));
    shop.clock.advance(days(11));
    // A read a day after the last use does too, once.
    const read = await readOwner(db(), guest(kept.secret), shop.clock.now());
    expect(read.owner?.id).toBe(kept.ownerId);
    expect(read.owner?.updatedAt.getTime()).toBeLessThan(shop.clock.now().getTime());

    expect(await readOwner(db(), guest(stale.secret), shop.clock.now())).toEqual({ owner: null, listsIdHeader: '' });
    const result = await purgeExpiredData(db(), shop.clock.now());
    expect(result.guestListOwners).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ id: listOwners.id })
      .from(listOwners)
      .where(inArray(listOwners.id, [kept.ownerId, stale.ownerId, member]));
    expect(left.map((row) => row.id).sort()).toEqual([kept.ownerId, member].sort());
    expect(await favouritesOf(stale.ownerId)).toEqual([]);
    expect(await comparedOf(stale.ownerId)).toEqual([]);
  });
});

describe('merging guest lists into a customer’s', () => {
  it('unites favourites (the customer’s entry wins) and comparisons (the customer’s first), then deletes the guest', async () => {
    const id = await customerId('merge-lists@example.com');
    const mine = await customerOwner(id);
    await addFavourite(mine, 1, 111);
    await addFavourite(mine, 3, 333);
    await addCompared(mine, 5);
    await addCompared(mine, 6);

    const visitor = await newGuest();
    await addFavourite(visitor.ownerId, 0, 900);
    await addFavourite(visitor.ownerId, 1, 999);
    await addFavourite(visitor.ownerId, 2, 902);
    await addCompared(visitor.ownerId, 6);
    await addCompared(visitor.ownerId, 7);

    const identity: ListsIdentity = { customerId: id, guestSecret: visitor.secret, sentListsId: true };
    const resolved = await db().transaction((tx) =>
      resolveOwner(tx, identity, { create: false, now: shop.clock.now() }),
    );
    expect(resolved.owner?.id).toBe(mine);
    expect(resolved.listsIdHeader).toBe('');

    const merged = await favouritesOf(mine);
    expect(merged.map((row) => row.productId).sort()).toEqual([product(0), product(1), product(2), product(3)].sort());
    expect(merged.find((row) => row.productId === product(1))?.priceCentsAtAdd).toBe(111);
    expect(await comparedOf(mine)).toEqual([product(5), product(6), product(7)]);
    expect(await db().select().from(listOwners).where(eq(listOwners.id, visitor.ownerId))).toEqual([]);

    // The secret is spent: a second merge changes nothing, and the call still drops the cookie.
    const again = await readOwner(db(), identity, shop.clock.now());
    expect(again).toEqual({ owner: expect.objectContaining({ id: mine }), listsIdHeader: '' });
    expect(await favouritesOf(mine)).toHaveLength(4);
  });

  it('creates the customer’s lists when the guest had some and the customer none', async () => {
    const id = await customerId('first-lists@example.com');
    const visitor = await newGuest();
    await addFavourite(visitor.ownerId, 4);
    const read = await readOwner(
      db(),
      { customerId: id, guestSecret: visitor.secret, sentListsId: true },
      shop.clock.now(),
    );
    expect(read.listsIdHeader).toBe('');
    const ownerId = read.owner?.id ?? '';
    expect((await favouritesOf(ownerId)).map((row) => row.productId)).toEqual([product(4)]);
  });

  it('ignores a stale guest secret', async () => {
    const id = await customerId('stale-lists@example.com');
    const visitor = await newGuest();
    await addFavourite(visitor.ownerId, 8);
    shop.clock.advance(days(31));
    const merged = await db().transaction((tx) => mergeGuestOwner(tx, id, visitor.secret, shop.clock.now()));
    expect(merged).toBe(false);
    const read = await readOwner(
      db(),
      { customerId: id, guestSecret: visitor.secret, sentListsId: true },
      shop.clock.now(),
    );
    expect(read).toEqual({ owner: null, listsIdHeader: '' });
  });

  it('happens at sign-in, which answers an empty X-Lists-Id', async () => {
    const email = 'login-lists@example.com';
    const id = await customerId(email);
    const visitor = await newGuest();
    await addFavourite(visitor.ownerId, 9);
    const response = await post(
      shop,
      '/customer/auth/login',
      { email, password: 'Hanfblüte-im-Mai-2030' },
      { headers: { [LISTS_ID_HEADER]: visitor.secret } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get(LISTS_ID_HEADER)).toBe('');
    const [owner] = await db().select().from(listOwners).where(eq(listOwners.customerId, id));
    expect((await favouritesOf(owner?.id ?? '')).map((row) => row.productId)).toEqual([product(9)]);

    // A sign-in with a bogus value drops it too, and one without says nothing.
    const bogus = await post(
      shop,
      '/customer/auth/login',
      { email, password: 'Hanfblüte-im-Mai-2030' },
      { headers: { [LISTS_ID_HEADER]: 'nope' } },
    );
    expect(bogus.headers.get(LISTS_ID_HEADER)).toBe('');
    const plain = await post(shop, '/customer/auth/login', { email, password: 'Hanfblüte-im-Mai-2030' });
    expect(plain.headers.get(LISTS_ID_HEADER)).toBeNull();
  });
});
