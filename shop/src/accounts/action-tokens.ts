import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { LinkProblem } from '../http/api-error';
import { actionTokens, type ActionTokenPayload, type ActionTokenPurpose, type ActionTokenRow } from '../db/schema';
import { generateToken, hashToken } from '../security/secrets';

export interface IssueActionToken {
  readonly customerId: string;
  readonly purpose: ActionTokenPurpose;
  readonly now: Date;
  readonly ttlMinutes: number;
  readonly payload?: ActionTokenPayload;
  /**
   * Ends the customer's earlier unused tokens of this purpose (only the newest link works). They
   * end as expired, not used: an older link then reads "expired or replaced", never "already used".
   */
  readonly supersede: boolean;
}

/** A token that works, or why it does not. */
export type ActionTokenCheck =
  { readonly ok: true; readonly row: ActionTokenRow } | { readonly ok: false; readonly problem: LinkProblem };

/** What `generateToken` hands out (base64url); anything else cannot be a token and needs no look-up. */
const tokenShape = /^[A-Za-z0-9_-]{16,256}$/u;

/** Creates a single-use token and returns it in clear — the only time it exists in clear. */
export async function issueActionToken(executor: Executor, options: IssueActionToken): Promise<string> {
  const { customerId, purpose, now } = options;
  if (options.supersede) {
    await executor
      .update(actionTokens)
      .set({ expiresAt: now })
      .where(
        and(
          eq(actionTokens.customerId, customerId),
          eq(actionTokens.purpose, purpose),
          isNull(actionTokens.usedAt),
          gt(actionTokens.expiresAt, now),
        ),
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

/** Why a token that did not work failed: unknown (or of another purpose), used, or expired. */
async function diagnose(executor: Executor, token: string, purpose: ActionTokenPurpose): Promise<LinkProblem> {
  const [row] = await executor
    .select({ usedAt: actionTokens.usedAt })
    .from(actionTokens)
    .where(and(eq(actionTokens.tokenHash, hashToken(token)), eq(actionTokens.purpose, purpose)))
    .limit(1);
  if (row === undefined) return 'invalid';
  return row.usedAt === null ? 'expired' : 'used';
}

/** Looks at a token without using it up (to check a new password before spending the link). */
export async function peekActionToken(
  executor: Executor,
  token: string,
  purpose: ActionTokenPurpose,
  now: Date,
): Promise<ActionTokenCheck> {
  if (!tokenShape.test(token)) return { ok: false, problem: 'invalid' };
  const [row] = await executor
    .select()
    .from(actionTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row ? { ok: true, row } : { ok: false, problem: await diagnose(executor, token, purpose) };
}

/**
 * Uses a token up. One UPDATE decides, so of two concurrent clicks exactly one wins (the other
 * reads "used"); a token that does not work says why.
 */
export async function consumeActionToken(
  executor: Executor,
  token: string,
  purpose: ActionTokenPurpose,
  now: Date,
): Promise<ActionTokenCheck> {
  if (!tokenShape.test(token)) return { ok: false, problem: 'invalid' };
  const [row] = await executor
    .update(actionTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning();
  return row ? { ok: true, row } : { ok: false, problem: await diagnose(executor, token, purpose) };
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
