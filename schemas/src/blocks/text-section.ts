import { BlockContentIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** Formatted text with an optional heading. */
export const textSection = defineType({
  name: 'textSection',
  title: 'Text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({ name: 'body', title: 'Text', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title ?? 'Text', subtitle: 'Text' }),
  },
});
