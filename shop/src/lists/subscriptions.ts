/**
 * Product subscriptions: "notify me" on a sold-out pack and "tell me when the price drops". A
 * customer's is active at once; a guest's waits for the e-mail's confirmation (double opt-in). The
 * open-subscription unique index makes a second click the same subscription; the open ones of one
 * address are counted under an advisory lock on the address, so two clicks at once cannot pass
 * the limit together.
 */
import type { Locale } from '@seedshop/locales';
import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, productSubscriptions, variants, type ProductSubscriptionRow } from '../db/schema';
import { generateToken, hashToken } from '../security/secrets';
import { MAX_PRODUCT_SUBSCRIPTIONS, SUBSCRIPTION_CONFIRMATION_TTL_HOURS } from './list-limits';

export type SubscriptionTarget =
  | { readonly kind: 'back-in-stock'; readonly productId: string; readonly variantId: string }
  | { readonly kind: 'price-drop'; readonly productId: string; readonly baselinePriceCents: number };

/** A pack waited for: its product and whether it can be waited for (only a sold-out one). */
export async function findPack(
  db: Executor,
  variantId: string,
): Promise<{ productId: string; packSize: number; stock: number } | null> {
  const [row] = await db
    .select({ productId: variants.productId, packSize: variants.packSize, stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row ?? null;
}

const confirmationCutoff = (now: Date): Date =>
  new Date(now.getTime() - SUBSCRIPTION_CONFIRMATION_TTL_HOURS * 60 * 60 * 1000);

/** Open = active, or pending with a confirmation link that still works. */
function openFor(email: string, now: Date): SQL | undefined {
  return and(
    eq(productSubscriptions.email, email),
    or(
      eq(productSubscriptions.status, 'active'),
      and(eq(productSubscriptions.status, 'pending'), gt(productSubscriptions.createdAt, confirmationCutoff(now))),
    ),
  );
}

function sameTarget(target: SubscriptionTarget): SQL | undefined {
  return and(
    eq(productSubscriptions.kind, target.kind),
    eq(productSubscriptions.productId, target.productId),
    target.kind === 'back-in-stock'
      ? eq(productSubscriptions.variantId, target.variantId)
      : isNull(productSubscriptions.variantId),
  );
}

async function lockAddress(tx: Executor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`product-subscriptions:${email}`}, 0))`);
}

async function openCount(tx: Executor, email: string, now: Date): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(productSubscriptions).where(openFor(email, now));
  return row?.value ?? 0;
}

async function findOpen(tx: Executor, email: string, target: SubscriptionTarget) {
  const [row] = await tx
    .select()
    .from(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.email, email),
        inArray(productSubscriptions.status, ['pending', 'active']),
        sameTarget(target),
      ),
    )
    .for('update');
  return row ?? null;
}

function targetValues(target: SubscriptionTarget) {
  return {
    kind: target.kind,
    productId: target.productId,
    variantId: target.kind === 'back-in-stock' ? target.variantId : null,
    baselinePriceCents: target.kind === 'price-drop' ? target.baselinePriceCents : null,
  };
}

/**
 * A customer's subscription, active at once: the open one for the same thing when there is one (a
 * guest's pending one of the same address becomes the customer's and active), a new one otherwise.
 * `null` when the address has the most open subscriptions already.
 */
export async function subscribeCustomer(
  tx: Executor,
  customer: { readonly id: string; readonly email: string; readonly language: Locale },
  target: SubscriptionTarget,
  now: Date,
): Promise<ProductSubscriptionRow | null> {
  await lockAddress(tx, customer.email);
  const existing = await findOpen(tx, customer.email, target);
  if (existing !== null) {
    if (existing.status === 'active' && existing.customerId === customer.id) return existing;
    const [updated] = await tx
      .update(productSubscriptions)
      .set({
        status: 'active',
        customerId: customer.id,
        confirmTokenHash: null,
        confirmedAt: existing.confirmedAt ?? now,
      })
      .where(eq(productSubscriptions.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  if ((await openCount(tx, customer.email, now)) >= MAX_PRODUCT_SUBSCRIPTIONS) return null;
  const [created] = await tx
    .insert(productSubscriptions)
    .values({
      ...targetValues(target),
      status: 'active',
      customerId: customer.id,
      email: customer.email,
      locale: customer.language,
      unsubscribeTokenHash: hashToken(generateToken()),
      createdAt: now,
      confirmedAt: now,
    })
    .returning();
  return created ?? null;
}

/**
 * A guest's request: a pending subscription and the tokens of its confirmation mail, or null when
 * no mail goes out (already active, or the address has the most open subscriptions). A pending
 * one for the same thing gets new tokens and a fresh day to confirm (the first mail may be lost).
 * The caller answers the same either way.
 */
export async function subscribeGuest(
  tx: Executor,
  guest: { readonly email: string; readonly locale: Locale },
  target: SubscriptionTarget,
  now: Date,
): Promise<{ confirmToken: string; unsubscribeToken: string } | null> {
  await lockAddress(tx, guest.email);
  const confirmToken = generateToken();
  const unsubscribeToken = generateToken();
  const tokens = {
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
    locale: guest.locale,
    createdAt: now,
  };
  const existing = await findOpen(tx, guest.email, target);
  if (existing !== null) {
    if (existing.status === 'active') return null;
    await tx.update(productSubscriptions).set(tokens).where(eq(productSubscriptions.id, existing.id));
    return { confirmToken, unsubscribeToken };
  }
  if ((await openCount(tx, guest.email, now)) >= MAX_PRODUCT_SUBSCRIPTIONS) return null;
  await tx
    .insert(productSubscriptions)
    .values({ ...targetValues(target), ...tokens, status: 'pending', email: guest.email });
  return { confirmToken, unsubscribeToken };
}

/**
 * Confirms a guest's subscription with the token of its mail (single use, within the day). The
 * customer account of the same address, if any, gets it in its list.
 */
export async function confirmGuestSubscription(
  tx: Executor,
  token: string,
  now: Date,
): Promise<ProductSubscriptionRow | null> {
  const [row] = await tx
    .update(productSubscriptions)
    .set({
      status: 'active',
      confirmTokenHash: null,
      confirmedAt: now,
      customerId: sql`(select ${customers.id} from ${customers} where ${customers.email} = ${productSubscriptions.email})`,
    })
    .where(
      and(
        eq(productSubscriptions.confirmTokenHash, hashToken(token)),
        eq(productSubscriptions.status, 'pending'),
        gt(productSubscriptions.createdAt, confirmationCutoff(now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The unsubscribe link of a product-alert mail: ends every open subscription of its address (the
 * person asked for no more alerts). Works without signing in and again after use; false for an
 * unknown token.
 */
export async function unsubscribeByToken(tx: Executor, token: string, now: Date): Promise<boolean> {
  const [owner] = await tx
    .select({ email: productSubscriptions.email })
    .from(productSubscriptions)
    .where(eq(productSubscriptions.unsubscribeTokenHash, hashToken(token)));
  if (owner === undefined) return false;
  await tx
    .update(productSubscriptions)
    .set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null })
    .where(
      and(eq(productSubscriptions.email, owner.email), inArray(productSubscriptions.status, ['pending', 'active'])),
    );
  return true;
}

export type SubscriptionFilter = 'open' | 'fulfilled' | 'cancelled' | 'all';

const statusesOf: Readonly<Record<SubscriptionFilter, readonly ProductSubscriptionRow['status'][]>> = {
  open: ['pending', 'active'],
  fulfilled: ['fulfilled'],
  cancelled: ['cancelled'],
  all: ['pending', 'active', 'fulfilled', 'cancelled'],
};

/** One page of a customer's subscriptions, newest first. */
export async function listCustomerSubscriptions(
  db: Executor,
  customerId: string,
  filter: SubscriptionFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ProductSubscriptionRow[]; total: number }> {
  const where = and(
    eq(productSubscriptions.customerId, customerId),
    inArray(productSubscriptions.status, [...statusesOf[filter]]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productSubscriptions)
      .where(where)
      .orderBy(desc(productSubscriptions.createdAt), desc(productSubscriptions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(productSubscriptions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Cancels a customer's open subscription; one already fulfilled or cancelled stays as it is (a
 * second click answers the same). Null when it is not the customer's.
 */
export async function cancelCustomerSubscription(
  tx: Executor,
  customerId: string,
  id: string,
  now: Date,
): Promise<ProductSubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(productSubscriptions)
    .where(and(eq(productSubscriptions.id, id), eq(productSubscriptions.customerId, customerId)))
    .for('update');
  if (row === undefined) return null;
  if (row.status !== 'pending' && row.status !== 'active') return row;
  const [updated] = await tx
    .update(productSubscriptions)
    .set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null })
    .where(eq(productSubscriptions.id, id))
    .returning();
  return updated ?? row;
}
