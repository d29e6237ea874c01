import { TagIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field';
import { sameLanguageFilter } from '../fields/same-language-filter';

/** A highlighted offer, optionally tied to a promotion document. */
export const promoBanner = defineType({
  name: 'promoBanner',
  title: 'Promo banner',
  type: 'object',
  icon: TagIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      description: 'Short, e.g. −20 %.',
      validation: (rule) => rule.max(24),
    }),
    imageField({ name: 'image', title: 'Image' }),
    defineField({
      name: 'promotion',
      title: 'Promotion',
      type: 'reference',
      to: [{ type: 'promotion' }],
      options: { filter: sameLanguageFilter },
    }),
    defineField({ name: 'cta', title: 'Button', type: 'cta' }),
  ],
  preview: {
    select: { title: 'heading', badge: 'badge', media: 'image' },
    prepare: ({ title, badge, media }) => ({
      title,
      subtitle: badge ? `Promo banner · ${badge}` : 'Promo banner',
      media,
    }),
  },
});
