/**
 * The content source's `priceRule` documents and the promotions that reference them → the shop's
 * `PriceRule`s. A rule applies only while at least one published promotion references it: the
 * promotion is what shoppers see (its title and badge name the discount), so unpublishing the
 * promotion in every language ends the discount even when the rule document stays.
 *
 * A document the shop cannot read (a field missing, a window that ends before it starts, an empty
 * scope) is skipped with one log line naming it; the others still apply. Nothing here throws on
 * content.
 */
import { locales, type Locale } from '@seedshop/locales';
import { z } from 'zod';
import type { GiftTier, PriceRule, PriceRuleScope } from './price-rule';

/**
 * One GROQ query for the whole set (published perspective): the rules, and the promotions that
 * reference one with their language, title and badge.
 */
export const PRICE_RULES_QUERY = `{
  "rules": *[_type == "priceRule"]{
    _id, discountType, percentOff, amountOff, scope, seedBanks, categories,
    "products": products[].productId,
    startsAt, endsAt, couponCode, usageLimit,
    "giftTiers": giftTiers[]{threshold, "products": products[].productId}
  },
  "promotions": *[_type == "promotion" && defined(priceRule._ref)]{_id, language, title, badge, "rule": priceRule._ref}
}`;

/** The document types whose publication changes the rule set (the sync webhook's filter). */
export const PRICE_RULE_SOURCE_TYPES: readonly string[] = ['priceRule', 'promotion'];

const looseList = z.array(z.unknown()).nullish();
const queryResult = z.object({ rules: looseList, promotions: looseList });

const idList = z.array(z.string().min(1)).nullish();
const ruleDocument = z.object({
  _id: z.string().min(1),
  discountType: z.enum(['percent', 'amount']),
  percentOff: z.number().nullish(),
  amountOff: z.number().nullish(),
  scope: z.enum(['all', 'seedBanks', 'categories', 'products']),
  seedBanks: idList,
  categories: idList,
  products: idList,
  startsAt: z.string(),
  endsAt: z.string(),
  couponCode: z.string().nullish(),
  usageLimit: z.number().nullish(),
  giftTiers: z.array(z.object({ threshold: z.number().nullish(), products: idList })).nullish(),
});
type RuleDocument = z.infer<typeof ruleDocument>;

const promotionDocument = z.object({
  _id: z.string(),
  language: z.enum(locales),
  title: z.string().nullish(),
  badge: z.string().nullish(),
  rule: z.string().min(1),
});
type PromotionDocument = z.infer<typeof promotionDocument>;

export type SkipLog = (message: string) => void;

class Skip extends Error {}

const toCents = (euros: number): number => Math.round(euros * 100);

function discountOf(doc: RuleDocument): PriceRule['discount'] {
  if (doc.discountType === 'percent') {
    const value = doc.percentOff;
    if (value === null || value === undefined || !Number.isInteger(value) || value < 1 || value > 100) {
      throw new Skip('percentOff must be a whole number from 1 to 100');
    }
    return { kind: 'percent', value };
  }
  const euros = doc.amountOff;
  if (euros === null || euros === undefined || !(euros > 0)) throw new Skip('amountOff must be above 0');
  return { kind: 'amount', value: toCents(euros) };
}

function scopeOf(doc: RuleDocument): PriceRuleScope {
  const nonEmpty = (values: readonly string[] | null | undefined, field: string): string[] => {
    const unique = [...new Set(values ?? [])];
    if (unique.length === 0) throw new Skip(`${field} is empty`);
    return unique;
  };
  switch (doc.scope) {
    case 'all':
      return { kind: 'all' };
    case 'seedBanks':
      return { kind: 'seed-banks', seedBanks: nonEmpty(doc.seedBanks, 'seedBanks') };
    case 'categories':
      return { kind: 'categories', categories: nonEmpty(doc.categories, 'categories') };
    case 'products':
      return { kind: 'products', products: nonEmpty(doc.products, 'products') };
  }
}

function instant(value: string, field: string): Date {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Skip(`${field} is not a date`);
  return new Date(time);
}

function giftTiersOf(doc: RuleDocument, log: SkipLog): GiftTier[] {
  const tiers: GiftTier[] = [];
  for (const [index, tier] of (doc.giftTiers ?? []).entries()) {
    const products = [...new Set(tier.products ?? [])];
    if (typeof tier.threshold !== 'number' || !(tier.threshold > 0) || products.length === 0) {
      log(`[pricing] ${doc._id}: gift tier ${index + 1} skipped (needs a threshold above 0 and products)`);
      continue;
    }
    tiers.push({ thresholdCents: toCents(tier.threshold), products });
  }
  return tiers.sort((a, b) => a.thresholdCents - b.thresholdCents);
}

function couponOf(doc: RuleDocument): { couponCode: string | null; usageLimit: number | null } {
  const code = doc.couponCode?.trim().toUpperCase() ?? '';
  if (code === '') return { couponCode: null, usageLimit: null };
  const limit = doc.usageLimit;
  if (limit !== null && limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    throw new Skip('usageLimit must be a whole number of at least 1');
  }
  return { couponCode: code, usageLimit: limit ?? null };
}

function ruleOf(doc: RuleDocument, promotions: readonly PromotionDocument[], log: SkipLog): PriceRule {
  const startsAt = instant(doc.startsAt, 'startsAt');
  const endsAt = instant(doc.endsAt, 'endsAt');
  if (endsAt <= startsAt) throw new Skip('endsAt is not after startsAt');
  const names: Partial<Record<Locale, string>> = {};
  const badges: Partial<Record<Locale, string>> = {};
  for (const promotion of promotions) {
    if (promotion.title) names[promotion.language] = promotion.title;
    if (promotion.badge) badges[promotion.language] = promotion.badge;
  }
  return {
    id: doc._id,
    names,
    badges,
    discount: discountOf(doc),
    scope: scopeOf(doc),
    startsAt,
    endsAt,
    ...couponOf(doc),
    giftTiers: giftTiersOf(doc, log),
  };
}

const idOf = (value: unknown): string => {
  const id = typeof value === 'object' && value !== null && '_id' in value ? value._id : undefined;
  return typeof id === 'string' ? id : '(no _id)';
};

/** Every rule the shop can apply, in id order; a bad document is logged and left out. */
export function priceRulesFromDocuments(result: unknown, log: SkipLog): PriceRule[] {
  const parsed = queryResult.safeParse(result);
  if (!parsed.success) {
    log('[pricing] the content source answered the price-rule query with an unexpected shape; no rules read');
    return [];
  }
  const promotionsByRule = new Map<string, PromotionDocument[]>();
  for (const raw of parsed.data.promotions ?? []) {
    const promotion = promotionDocument.safeParse(raw);
    if (!promotion.success) {
      log(`[pricing] promotion ${idOf(raw)} skipped: ${z.prettifyError(promotion.error).replaceAll('\n', ' ')}`);
      continue;
    }
    const list = promotionsByRule.get(promotion.data.rule) ?? [];
    list.push(promotion.data);
    promotionsByRule.set(promotion.data.rule, list);
  }

  const rules: PriceRule[] = [];
  for (const raw of parsed.data.rules ?? []) {
    const doc = ruleDocument.safeParse(raw);
    if (!doc.success) {
      log(`[pricing] price rule ${idOf(raw)} skipped: ${z.prettifyError(doc.error).replaceAll('\n', ' ')}`);
      continue;
    }
    const promotions = promotionsByRule.get(doc.data._id);
    // A rule no published promotion carries is not offered to anyone: not an error.
    if (promotions === undefined) continue;
    try {
      rules.push(ruleOf(doc.data, promotions, log));
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      log(`[pricing] price rule ${doc.data._id} skipped: ${error.message}`);
    }
  }
  return rules.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
