import { integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * The promotions' pricing rules, copied from the content source (one row per `priceRule`
 * document; see `pricing/price-rule.ts` for the rule itself). The sync replaces the whole set on
 * each publish and resync, so a rule deleted in the Studio disappears here too. `coupon_code` is
 * kept beside the JSON for the coupon lookup; `uses` counts placed orders that used the coupon
 * (the usage limit compares against it).
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: text('id').primaryKey(),
    rule: jsonb('rule').notNull(),
    couponCode: text('coupon_code'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    uses: integer('uses').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('price_rules_coupon_index').on(table.couponCode),
    index('price_rules_window_index').on(table.endsAt),
  ],
);
