import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { actionTokens, type ActionTokenPayload, type ActionTokenPurpose, type ActionTokenRow } from '../db/schema';
import { generateToken, hashToken } from '../security/secrets';

export interface IssueActionToken {
  readonly customerId: string;
  readonly purpose: ActionTokenPurpose;
  readonly now: Date;
  readonly ttlMinutes: number;
  readonly payload?: ActionTokenPayload;
  /** Ends the customer's earlier unused tokens of this purpose (only the newest link works). */
  readonly supersede: boolean;
}

/** Creates a single-use token and returns it in clear — the only time it exists in clear. */
export async function issueActionToken(executor: Executor, options: IssueActionToken): Promise<string> {
  const { customerId, purpose, now } = options;
  if (options.supersede) {
    await executor
      .update(actionTokens)
      .set({ usedAt: now })
      .where(
        and(eq(actionTokens.customerId, customerId), eq(actionTokens.purpose, purpose), isNull(actionTokens.usedAt)),
      );
  }
  const token = generateToken();
  await executor.insert(actionTokens).values({
    tokenHash: hashToken(token),
    customerId,
    purpose,
    payload: options.payload ?? {},
    expiresAt: new Date(now.getTime() + options.ttlMinutes * 60_000),
    createdAt: now,
  });
  return token;
}

function usable(token: string, purpose: ActionTokenPurpose, now: Date) {
  return and(
    eq(actionTokens.tokenHash, hashToken(token)),
    eq(actionTokens.purpose, purpose),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, now),
  );
}

/** Looks at a token without using it up (to check a new password before spending the link). */
export async function peekActionToken(
  executor: Executor,
  token: string,
  purpose: ActionTokenPurpose,
  now: Date,
): Promise<ActionTokenRow | null> {
  const [row] = await executor
    .select()
    .from(actionTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a token up. One UPDATE decides, so of two concurrent clicks exactly one wins; null when
 * the token is unknown, of another purpose, already used or expired.
 */
export async function consumeActionToken(
  executor: Executor,
  token: string,
  purpose: ActionTokenPurpose,
  now: Date,
): Promise<ActionTokenRow | null> {
  const [row] = await executor
    .update(actionTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning();
  return row ?? null;
}

/** When the customer last got a token of this purpose that is still usable (to throttle re-sends). */
export async function latestUsableTokenAt(
  executor: Executor,
  customerId: string,
  purpose: ActionTokenPurpose,
  now: Date,
): Promise<Date | null> {
  const rows = await executor
    .select({ createdAt: actionTokens.createdAt })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.customerId, customerId),
        eq(actionTokens.purpose, purpose),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, now),
      ),
    );
  return rows.reduce<Date | null>((latest, row) => (latest && latest > row.createdAt ? latest : row.createdAt), null);
}
