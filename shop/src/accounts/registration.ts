import type { Locale } from '@seedshop/locales';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { customers, type CustomerRow, type PendingRegistration } from '../db/schema';
import { storefrontLink } from '../mail/links';
import type { ShopContext } from '../routes/shop-context';
import { issueActionToken, latestUsableTokenAt } from './action-tokens';
import { findCustomerByEmail, isGone } from './customer-state';

export interface Registration extends PendingRegistration {
  readonly email: string;
}

/** A confirmation mail is re-sent at most this often when an unconfirmed customer keeps trying. */
const resendIntervalMs = 10 * 60_000;

async function sendConfirmation(
  ctx: ShopContext,
  tx: Transaction,
  to: { customerId: string; email: string; firstName: string; language: Locale },
  registration?: PendingRegistration,
): Promise<void> {
  const token = await issueActionToken(tx, {
    customerId: to.customerId,
    purpose: 'confirm-email',
    now: ctx.clock.now(),
    ttlMinutes: ctx.actionTokenTtlMinutes('confirm-email'),
    supersede: false,
    ...(registration === undefined ? {} : { payload: { registration } }),
  });
  await ctx.mailer.queue(tx, {
    to: to.email,
    locale: to.language,
    kind: 'confirm-email',
    firstName: to.firstName,
    link: storefrontLink(ctx.config.publicUrl, to.language, 'confirm-email', token),
  });
}

/**
 * Registers a customer, or — when the address is taken — does what keeps the answer identical:
 * nothing for a confirmed or deleted account, a fresh confirmation link (bound to this
 * registration's data) for an unconfirmed one. The caller always says "check your inbox".
 */
export async function register(ctx: ShopContext, registration: Registration): Promise<void> {
  const now = ctx.clock.now();
  const { email, ...pending } = registration;
  try {
    await ctx.db.transaction(async (tx) => {
      let existing = await findCustomerByEmail(tx, email);
      if (existing && isGone(existing, now)) {
        // Past the restore window the old account is gone for good; its address is free again.
        await tx.delete(customers).where(eq(customers.id, existing.id));
        existing = null;
      }
      if (existing === null) {
        const [created] = await tx
          .insert(customers)
          .values({ email, ...pending, createdAt: now, updatedAt: now })
          .returning();
        if (!created) throw new Error('insert returned no customer');
        await sendConfirmation(ctx, tx, { customerId: created.id, email, ...pending });
        return;
      }
      if (existing.deletedAt === null && existing.emailConfirmedAt === null) {
        await sendConfirmation(ctx, tx, { customerId: existing.id, email, ...pending }, pending);
      }
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
