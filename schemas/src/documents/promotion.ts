import { TagIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { imageField } from '../fields/image-field';
import { contentGroup } from '../fields/content-group';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { productRefsField } from '../fields/product-refs-field';
import { titleField } from '../fields/title-field';
import { seoField, seoGroup } from '../fields/seo-field';
import { slugField } from '../fields/slug-field';
import { fieldOf } from '../validation/field-of';
import { sameRuleInTranslations } from '../validation/same-rule-in-translations';

const startOf = (document: unknown): unknown => fieldOf(document, 'startsAt');

/** `endsAt` must lie after `startsAt`. */
export function checkEndsAfterStart(endsAt: unknown, startsAt: unknown): true | string {
  if (typeof endsAt !== 'string' || typeof startsAt !== 'string') return true;
  const end = Date.parse(endsAt);
  const start = Date.parse(startsAt);
  if (Number.isNaN(end) || Number.isNaN(start)) return true;
  return end > start ? true : 'The end lies after the start.';
}

/** A time-limited offer: `/promotions/{slug}`, with its products. */
export const promotion = defineType({
  name: 'promotion',
  title: 'Promotion',
  type: 'document',
  icon: TagIcon,
  groups: [contentGroup, { name: 'products', title: 'Products' }, seoGroup],
  fields: [
    languageField,
    titleField({ group: 'content' }),
    slugField({ group: 'content' }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'content',
      description: 'Short, e.g. −20 %.',
      validation: (rule) => rule.required().max(24),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      group: 'content',
      validation: (rule) =>
        rule.required().custom((endsAt, context) => checkEndsAfterStart(endsAt, startOf(context.document))),
    }),
    imageField({ name: 'image', title: 'Image', required: true, group: 'content' }),
    defineField({ name: 'terms', title: 'Terms', type: 'richText', group: 'content' }),
    productRefsField({ name: 'products', title: 'Products', min: 1, group: 'products' }),
    defineField({
      name: 'priceRule',
      title: 'Pricing rule',
      type: 'reference',
      to: [{ type: 'priceRule' }],
      group: 'products',
      description:
        'Optional: what the promotion does to prices. One rule for all languages — pick the same rule in every translation.',
    }),
    blocksField({ group: 'content' }),
    seoField,
  ],
  // On the document, not the field: the field's own reference check would repeat as a warning.
  validation: (rule) =>
    rule
      .custom((document, context) =>
        sameRuleInTranslations(fieldOf(document, 'priceRule'), context.document, context.getClient),
      )
      .warning(),
  orderings: [{ title: 'Start, newest first', name: 'startsAtDesc', by: [{ field: 'startsAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', badge: 'badge', language: 'language', media: 'image' },
    prepare: ({ title, badge, language, media }) => ({ title, subtitle: withLanguage(badge, language), media }),
  },
});
