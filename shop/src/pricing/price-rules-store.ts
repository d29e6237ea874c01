import { and, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { priceRules } from '../db/schema';
import type { PriceRule } from './price-rule';

/** How a rule is kept as JSON: instants as ISO strings. */
type StoredRule = Omit<PriceRule, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

function fromStored(stored: StoredRule): PriceRule {
  return { ...stored, startsAt: new Date(stored.startsAt), endsAt: new Date(stored.endsAt) };
}

function toStored(rule: PriceRule): StoredRule {
  return { ...rule, startsAt: rule.startsAt.toISOString(), endsAt: rule.endsAt.toISOString() };
}

/** The rules whose window contains `now` (start inclusive, end exclusive). */
export async function loadActivePriceRules(db: Executor, now: Date): Promise<PriceRule[]> {
  const rows = await db
    .select({ rule: priceRules.rule })
    .from(priceRules)
    .where(and(lte(priceRules.startsAt, now), gt(priceRules.endsAt, now)));
  return rows.map((row) => fromStored(row.rule as StoredRule));
}

/** The active rules with the coupon uses of each, in one query (what pricing a cart needs). */
export async function loadActivePriceRulesWithUses(
  db: Executor,
  now: Date,
): Promise<{ rules: PriceRule[]; uses: Map<string, number> }> {
  const rows = await db
    .select({ id: priceRules.id, rule: priceRules.rule, uses: priceRules.uses })
    .from(priceRules)
    .where(and(lte(priceRules.startsAt, now), gt(priceRules.endsAt, now)));
  return {
    rules: rows.map((row) => fromStored(row.rule as StoredRule)),
    uses: new Map(rows.map((row) => [row.id, row.uses])),
  };
}

/** Every stored rule, whatever its window (the Studio's and the sync's view). */
export async function loadAllPriceRules(db: Executor): Promise<PriceRule[]> {
  const rows = await db.select({ rule: priceRules.rule }).from(priceRules);
  return rows.map((row) => fromStored(row.rule as StoredRule));
}

/**
 * Makes the stored rules exactly `rules`: new ones are added, changed ones replaced (their coupon
 * use count stays), the rest deleted. One transaction, so a reader sees the old set or the new.
 */
export async function replacePriceRules(db: Executor, rules: readonly PriceRule[], now: Date): Promise<void> {
  const ids = rules.map((rule) => rule.id);
  await db.transaction(async (tx) => {
    if (ids.length === 0) await tx.delete(priceRules);
    else await tx.delete(priceRules).where(notInArray(priceRules.id, ids));
    for (const rule of rules) {
      const values = {
        rule: toStored(rule),
        couponCode: rule.couponCode,
        startsAt: rule.startsAt,
        endsAt: rule.endsAt,
        syncedAt: now,
      };
      await tx
        .insert(priceRules)
        .values({ id: rule.id, ...values })
        .onConflictDoUpdate({ target: priceRules.id, set: values });
    }
  });
}

/** Counts one use of each coupon rule (an order placed with it); the checkout calls this. */
export async function countCouponUse(db: Executor, ruleIds: readonly string[]): Promise<void> {
  if (ruleIds.length === 0) return;
  await db
    .update(priceRules)
    .set({ uses: sql`${priceRules.uses} + 1` })
    .where(inArray(priceRules.id, [...ruleIds]));
}

/** Uses so far per coupon rule id (for the usage limit). */
export async function couponUses(db: Executor, ruleIds: readonly string[]): Promise<Map<string, number>> {
  if (ruleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: priceRules.id, uses: priceRules.uses })
    .from(priceRules)
    .where(inArray(priceRules.id, [...ruleIds]));
  return new Map(rows.map((row) => [row.id, row.uses]));
}
