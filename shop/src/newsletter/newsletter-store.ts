/**
 * Newsletter subscriptions with double opt-in, and how they agree with the customer accounts'
 * newsletter setting.
 *
 * The rule for "is this address subscribed": when the address belongs to a confirmed customer
 * account that is not deleted, the account's `newsletter` flag decides (the customer switches it
 * in their account); otherwise the subscription row does (`active`). Confirming a subscription
 * also switches the flag on for an account with that address, so both say the same; switching
 * it off in the account wins, because the account is asked first.
 */
import type { Locale } from '@seedshop/locales';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { customers, newsletterSubscriptions } from '../db/schema';
import { generateToken, hashToken } from '../security/secrets';

/** Whether `email` (lower-cased) gets the newsletter, by the rule above. */
export async function isSubscribed(executor: Executor, email: string): Promise<boolean> {
  const [account] = await executor
    .select({ newsletter: customers.newsletter })
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.deletedAt), isNotNull(customers.emailConfirmedAt)))
    .limit(1);
  if (account !== undefined) return account.newsletter;
  const [subscription] = await executor
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return subscription?.status === 'active';
}

export interface StartSubscription {
  readonly email: string;
  readonly language: Locale;
  readonly now: Date;
  readonly ttlMinutes: number;
}

/**
 * Starts (or restarts) the double opt-in: the address becomes `pending` with a new confirmation
 * token, which supersedes any earlier link. Returns the token in clear — the only time it exists
 * in clear — or null when the address is subscribed already (nothing to confirm, no mail).
 */
export async function startSubscription(executor: Executor, options: StartSubscription): Promise<string | null> {
  if (await isSubscribed(executor, options.email)) return null;
  const token = generateToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(options.now.getTime() + options.ttlMinutes * 60_000);
  await executor
    .insert(newsletterSubscriptions)
    .values({
      email: options.email,
      language: options.language,
      status: 'pending',
      tokenHash,
      tokenExpiresAt: expiresAt,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        language: options.language,
        status: 'pending',
        tokenHash,
        tokenExpiresAt: expiresAt,
        updatedAt: options.now,
      },
    });
  return token;
}

/**
 * Uses a confirmation token: the subscription becomes `active` and the token is gone (one atomic
 * update, so a link works once even when opened twice at the same moment), and an account with
 * the address gets its newsletter flag. Returns false for an unknown, used or expired token.
 */
export async function confirmSubscription(executor: Executor, token: string, now: Date): Promise<boolean> {
  const [confirmed] = await executor
    .update(newsletterSubscriptions)
    .set({ status: 'active', tokenHash: null, tokenExpiresAt: null, confirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, hashToken(token)),
        eq(newsletterSubscriptions.status, 'pending'),
        gt(newsletterSubscriptions.tokenExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  if (confirmed === undefined) return false;
  await executor
    .update(customers)
    .set({ newsletter: true, updatedAt: now })
    .where(and(eq(customers.email, confirmed.email), isNull(customers.deletedAt)));
  return true;
}
