import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** The newsletter sign-up form with a heading and a line of text. */
export const newsletterSignup = defineType({
  name: 'newsletterSignup',
  title: 'Newsletter sign-up',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Newsletter sign-up' }),
  },
});
