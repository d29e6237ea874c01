/**
 * Newsletter subscriptions with double opt-in, and how they agree with the customer accounts'
 * newsletter setting.
 *
 * The rule for "is this address subscribed": when the address belongs to a confirmed customer
 * account that is not deleted, the account's `newsletter` flag decides (the customer switches it
 * in their account); otherwise the subscription row does (`active`). Confirming a subscription
 * also switches the flag on for an account with that address, so both say the same; switching
 * it off in the account wins, because the account is asked first. Unsubscribing with the link of a
 * newsletter mail switches both off.
 */
import type { Locale } from '@seedshop/locales';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
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

/** The links of a sign-up, in clear — the only time they exist in clear. */
export interface SubscriptionTokens {
  /** Single use, expires: the double opt-in. */
  readonly confirmToken: string;
  /** Does not expire and survives confirmation; used up by unsubscribing. */
  readonly unsubscribeToken: string;
}

/**
 * The unsubscribe token of a sign-up, derived from its confirmation token (HMAC-SHA-256, 256
 * bits). Only hashes are stored, yet confirming can put the same unsubscribe link into the
 * welcome mail that the confirmation mail carried: the confirmation token arrives in clear with
 * the confirming request. Without that token the unsubscribe token cannot be computed.
 */
export function unsubscribeTokenOf(confirmToken: string): string {
  return createHmac('sha256', confirmToken).update('seedshop newsletter unsubscribe', 'utf8').digest('base64url');
}

/**
 * Starts (or restarts) the double opt-in: the address becomes `pending` with a new confirmation
 * token, which supersedes any earlier link, and a new unsubscribe token. Returns both tokens, or
 * null when the address is subscribed already (nothing to confirm, no mail).
 */
export async function startSubscription(
  executor: Executor,
  options: StartSubscription,
): Promise<SubscriptionTokens | null> {
  if (await isSubscribed(executor, options.email)) return null;
  const confirmToken = generateToken();
  const unsubscribeToken = unsubscribeTokenOf(confirmToken);
  const tokens = {
    tokenHash: hashToken(confirmToken),
    tokenExpiresAt: new Date(options.now.getTime() + options.ttlMinutes * 60_000),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  };
  await executor
    .insert(newsletterSubscriptions)
    .values({
      email: options.email,
      language: options.language,
      status: 'pending',
      ...tokens,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { language: options.language, status: 'pending', ...tokens, unsubscribedAt: null, updatedAt: options.now },
    });
  return { confirmToken, unsubscribeToken };
}

/** A confirmed subscription: where and in which language the welcome mail goes, with its unsubscribe link's token. */
export interface ConfirmedSubscription {
  readonly email: string;
  readonly language: Locale;
  readonly unsubscribeToken: string;
}

/**
 * Uses a confirmation token: the subscription becomes `active` and the token is gone (one atomic
 * update, so a link works once even when opened twice at the same moment), and an account with
 * the address gets its newsletter flag. The unsubscribe token stays. Returns null for an unknown,
 * used or expired token.
 */
export async function confirmSubscription(
  executor: Executor,
  token: string,
  now: Date,
): Promise<ConfirmedSubscription | null> {
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
    .returning({ email: newsletterSubscriptions.email, language: newsletterSubscriptions.language });
  if (confirmed === undefined) return null;
  await setAccountNewsletter(executor, confirmed.email, true, now);
  return { ...confirmed, unsubscribeToken: unsubscribeTokenOf(token) };
}

/**
 * Uses an unsubscribe token: the subscription becomes `unsubscribed` — a pending one too, whose
 * confirmation link then stops working — and both tokens are gone (one atomic update), and an
 * account with the address gets its newsletter flag switched off. Returns false for an unknown
 * or used token.
 */
export async function unsubscribe(executor: Executor, token: string, now: Date): Promise<boolean> {
  const [unsubscribed] = await executor
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      tokenHash: null,
      tokenExpiresAt: null,
      unsubscribeTokenHash: null,
      unsubscribedAt: now,
      updatedAt: now,
    })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ email: newsletterSubscriptions.email });
  if (unsubscribed === undefined) return false;
  await setAccountNewsletter(executor, unsubscribed.email, false, now);
  return true;
}

/** The newsletter flag of a (not deleted) customer account with the address, if there is one. */
async function setAccountNewsletter(executor: Executor, email: string, newsletter: boolean, now: Date): Promise<void> {
  await executor
    .update(customers)
    .set({ newsletter, updatedAt: now })
    .where(and(eq(customers.email, email), isNull(customers.deletedAt)));
}
