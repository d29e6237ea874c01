import { BoltIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** A heading, a line of text and one or two buttons. */
export const callToAction = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  icon: BoltIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
    defineField({ name: 'primary', title: 'Main button', type: 'cta', validation: (rule) => rule.required() }),
    defineField({ name: 'secondary', title: 'Second button', type: 'cta' }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'primary.label' },
    prepare: ({ title, subtitle }) => ({
      title,
      subtitle: subtitle ? `Call to action · ${subtitle}` : 'Call to action',
    }),
  },
});
