import { CreditCardIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { productRefsField } from '../fields/product-refs-field';
import { checkEndsAfterStart } from './promotion';
import { fieldOf } from '../validation/field-of';

/** The shop's time zone: editors enter and read the window in it; it is stored as an instant. */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

export const discountTypes = [
  { title: 'Percentage off', value: 'percent' },
  { title: 'Fixed amount off (€ per pack)', value: 'amount' },
] as const;

export const ruleScopes = [
  { title: 'Everything', value: 'all' },
  { title: 'Seed banks', value: 'seedBanks' },
  { title: 'Categories', value: 'categories' },
  { title: 'Chosen products', value: 'products' },
] as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Upper-case letters, digits and dashes, 3–32 characters: easy to read out and to type. */
export const couponCodePattern = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;

const discountTypeOf = (document: unknown): unknown => fieldOf(document, 'discountType');
const scopeOf = (document: unknown): unknown => fieldOf(document, 'scope');

/** A field that only counts for one choice of another: required then, unused otherwise. */
function requiredWhen(active: boolean, value: unknown): true | string {
  if (!active) return true;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return 'Required.';
  return true;
}

/** Euros with at most two decimals. */
function isWholeCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Gift tiers: thresholds differ, so each tier is its own step. */
export function distinctThresholds(tiers: unknown[] | undefined): true | string {
  const thresholds = (tiers ?? [])
    .map((tier) => fieldOf(tier, 'threshold'))
    .filter((value) => typeof value === 'number');
  const duplicate = thresholds.find((value, index) => thresholds.indexOf(value) !== index);
  return duplicate === undefined ? true : `Two gift tiers start at ${String(duplicate)} €.`;
}

/** "From this order total on, one free pack of one of these products." */
const giftTier = defineArrayMember({
  name: 'giftTier',
  title: 'Free-seed gift tier',
  type: 'object',
  fields: [
    defineField({
      name: 'threshold',
      title: 'From order total (€)',
      type: 'number',
      description: 'Goods total after discounts, in euros, VAT included.',
      validation: (rule) =>
        rule
          .required()
          .positive()
          .max(100_000)
          .custom((value) => (value === undefined || isWholeCents(value) ? true : 'At most two decimals.')),
    }),
    productRefsField({
      name: 'products',
      title: 'Gift products',
      min: 1,
      max: 10,
      description: 'The first one with a pack in stock is given (its smallest pack).',
    }),
  ],
  preview: {
    select: { threshold: 'threshold', products: 'products' },
    prepare: ({ threshold, products }) => ({
      title: `From ${typeof threshold === 'number' ? threshold.toFixed(2) : '?'} €`,
      subtitle: `${Array.isArray(products) ? products.length : 0} product(s)`,
    }),
  },
});

/**
 * A promotion's pricing rule: written once and shared by every language's promotion, which
 * references it (`promotion.priceRule`). Not translated: it has no `language` and is not one of
 * the internationalization plugin's types. The shop applies it while a published promotion
 * references it and its window is open.
 */
export const priceRule = defineType({
  name: 'priceRule',
  title: 'Pricing rule',
  type: 'document',
  icon: CreditCardIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Internal name',
      type: 'string',
      description: 'For editors only; shoppers see the promotion’s title and badge.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'discountType',
      title: 'Discount',
      type: 'string',
      options: { list: [...discountTypes], layout: 'radio', direction: 'horizontal' },
      initialValue: 'percent',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'percentOff',
      title: 'Percent off',
      type: 'number',
      description: 'Whole percent, 1–100.',
      hidden: ({ document }) => discountTypeOf(document) !== 'percent',
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(100)
          .custom((value, context) => requiredWhen(discountTypeOf(context.document) === 'percent', value)),
    }),
    defineField({
      name: 'amountOff',
      title: 'Amount off per pack (€)',
      type: 'number',
      description: 'Euros off each pack, VAT included; a pack never costs less than 0 €.',
      hidden: ({ document }) => discountTypeOf(document) !== 'amount',
      validation: (rule) =>
        rule
          .positive()
          .max(10_000)
          .custom((value, context) => {
            if (value !== undefined && !isWholeCents(value)) return 'At most two decimals.';
            return requiredWhen(discountTypeOf(context.document) === 'amount', value);
          }),
    }),
    defineField({
      name: 'scope',
      title: 'Applies to',
      type: 'string',
      options: { list: [...ruleScopes], layout: 'radio' },
      initialValue: 'all',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seedBanks',
      title: 'Seed banks',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Seed bank slugs as in the shop’s addresses, e.g. royal-queen-seeds.',
      hidden: ({ document }) => scopeOf(document) !== 'seedBanks',
      validation: (rule) =>
        rule
          .unique()
          .custom((value, context) => requiredWhen(scopeOf(context.document) === 'seedBanks', value))
          .custom((value) =>
            (value ?? []).every((item) => typeof item === 'string' && slugPattern.test(item))
              ? true
              : 'Use seed bank slugs: lowercase a-z, 0-9 and dashes.',
          ),
    }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Category keys of the shop, e.g. feminized, autoflowering, regular, cbd-rich, fast-flowering.',
      hidden: ({ document }) => scopeOf(document) !== 'categories',
      validation: (rule) =>
        rule
          .unique()
          .custom((value, context) => requiredWhen(scopeOf(context.document) === 'categories', value))
          .custom((value) =>
            (value ?? []).every((item) => typeof item === 'string' && slugPattern.test(item))
              ? true
              : 'Use category keys: lowercase a-z, 0-9 and dashes.',
          ),
    }),
    productRefsField({
      name: 'products',
      title: 'Products',
      hidden: ({ document }) => scopeOf(document) !== 'products',
      requiredWhen: (document) => scopeOf(document) === 'products',
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      description: `In the shop’s time zone (${SHOP_TIME_ZONE}).`,
      options: { displayTimeZone: SHOP_TIME_ZONE, allowTimeZoneSwitch: false },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      description: `In the shop’s time zone (${SHOP_TIME_ZONE}); prices return at this moment.`,
      options: { displayTimeZone: SHOP_TIME_ZONE, allowTimeZoneSwitch: false },
      validation: (rule) =>
        rule.required().custom((endsAt, context) => checkEndsAfterStart(endsAt, fieldOf(context.document, 'startsAt'))),
    }),
    defineField({
      name: 'couponCode',
      title: 'Coupon code',
      type: 'string',
      description: 'Optional. With a code the discount applies only in carts that enter it; without, to everyone.',
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || value === '' || couponCodePattern.test(value)
            ? true
            : 'Use 3–32 upper-case letters, digits or dashes, e.g. WINTER-20.',
        ),
    }),
    defineField({
      name: 'usageLimit',
      title: 'Usage limit',
      type: 'number',
      description: 'Optional: how many orders may use the code in all. Empty: unlimited.',
      hidden: ({ document }) => !fieldOf(document, 'couponCode'),
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .custom((value, context) =>
            value === undefined || fieldOf(context.document, 'couponCode')
              ? true
              : 'A usage limit needs a coupon code.',
          ),
    }),
    defineField({
      name: 'giftTiers',
      title: 'Free-seed gifts',
      type: 'array',
      of: [giftTier],
      description: 'Optional: from an order total on, one free pack of one of the chosen products.',
      validation: (rule) => rule.max(5).custom(distinctThresholds),
    }),
  ],
  preview: {
    select: { title: 'title', discountType: 'discountType', percentOff: 'percentOff', amountOff: 'amountOff' },
    prepare: ({ title, discountType, percentOff, amountOff }) => ({
      title,
      subtitle:
        discountType === 'amount'
          ? `−${typeof amountOff === 'number' ? amountOff.toFixed(2) : '?'} €`
          : `−${typeof percentOff === 'number' ? String(percentOff) : '?'} %`,
    }),
  },
});
