import { StarIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field';

/** The big opening section: heading, image, up to two buttons. */
export const hero = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'subheading', title: 'Subheading', type: 'text', rows: 2 }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({
      name: 'ctas',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({ type: 'cta' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'tone',
      title: 'Text colour',
      type: 'string',
      options: {
        list: [
          { title: 'Light text (dark image)', value: 'light' },
          { title: 'Dark text (light image)', value: 'dark' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'light',
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'subheading', media: 'image' },
    prepare: ({ title, subtitle, media }) => ({ title, subtitle: subtitle ?? 'Hero', media }),
  },
});
