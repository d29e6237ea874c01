import type { Locale } from '@seedshop/locales';
import { and, eq, gt } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { customers, outbox, type CustomerRow } from '../db/schema';
import { storefrontLink, storefrontPage } from '../mail/links';
import type { ShopContext } from '../routes/shop-context';
import { issueActionToken, latestUsableTokenAt } from './action-tokens';
import { findCustomerByEmail, isGone } from './customer-state';

/** What a registration form brings. */
export interface Registration {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly instagram: string | null;
  readonly language: Locale;
  readonly newsletter: boolean;
  readonly productNotifications: boolean;
  /** The shopper confirmed being 18 or older (the registration form, or the order's age confirmation). */
  readonly adultConfirmed: true;
}

/**
 * A confirmation mail is re-sent at most this often when an unconfirmed customer keeps trying,
 * and an address gets at most one "someone tried to register" notice in this time.
 */
const resendIntervalMs = 10 * 60_000;

async function sendConfirmation(
  ctx: ShopContext,
  tx: Transaction,
  to: { customerId: string; email: string; firstName: string; language: Locale },
): Promise<void> {
  const token = await issueActionToken(tx, {
    customerId: to.customerId,
    purpose: 'confirm-email',
    now: ctx.clock.now(),
    ttlMinutes: ctx.actionTokenTtlMinutes('confirm-email'),
    supersede: false,
  });
  await ctx.mailer.queue(tx, {
    to: to.email,
    locale: to.language,
    kind: 'confirm-email',
    firstName: to.firstName,
    link: storefrontLink(ctx.config.publicUrl, to.language, 'confirmEmail', token),
  });
}

/**
 * Tells the owner of a taken address that someone tried to register with it, in the account's
 * own language and name — nothing of the new registration goes into it — with the way back in
 * (sign in, or the forgot-password page). At most one per address every ten minutes, so the form
 * cannot be used to fill an inbox.
 */
async function sendRegistrationAttempt(ctx: ShopContext, tx: Transaction, owner: CustomerRow): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - resendIntervalMs);
  const [recent] = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, owner.email), eq(outbox.kind, 'registration-attempt'), gt(outbox.createdAt, since)))
    .limit(1);
  if (recent) return;
  await ctx.mailer.queue(tx, {
    to: owner.email,
    locale: owner.language,
    kind: 'registration-attempt',
    firstName: owner.firstName,
    link: storefrontPage(ctx.config.publicUrl, owner.language, 'forgotPassword'),
  });
}

/**
 * Registers a customer. When the address is taken, the account is left exactly as it is — a
 * repeat registration never sets its password or any other of its data, confirmed or not, so
 * nobody can plant a password in someone else's account by registering their address again — and
 * its owner gets a neutral notice instead (nothing for an account in its restore window). The
 * caller answers the same "check your inbox" either way, so the form tells nobody whether an
 * address has an account.
 */
export async function register(ctx: ShopContext, registration: Registration): Promise<void> {
  const { adultConfirmed: _adult, ...profile } = registration;
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      let existing = await findCustomerByEmail(tx, registration.email);
      if (existing && isGone(existing, now)) {
        // Past the restore window the old account is gone for good; its address is free again.
        await tx.delete(customers).where(eq(customers.id, existing.id));
        existing = null;
      }
      if (existing === null) {
        const [created] = await tx
          .insert(customers)
          .values({ ...profile, createdAt: now, updatedAt: now })
          .returning();
        if (!created) throw new Error('insert returned no customer');
        await sendConfirmation(ctx, tx, { customerId: created.id, ...profile });
        return;
      }
      if (existing.deletedAt === null) await sendRegistrationAttempt(ctx, tx, existing);
    });
  } catch (error) {
    // Two registrations of one new address at once: the loser answers like any repeat.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Sends a new confirmation link on a login attempt, unless one went out a few minutes ago. */
export async function resendConfirmation(ctx: ShopContext, customer: CustomerRow): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const latest = await latestUsableTokenAt(tx, customer.id, 'confirm-email', now);
    if (latest !== null && now.getTime() - latest.getTime() < resendIntervalMs) return;
    await sendConfirmation(ctx, tx, {
      customerId: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      language: customer.language,
    });
  });
}
