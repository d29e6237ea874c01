import { HelpCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** A question and its answer (FAQ block). */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'answer', title: 'Answer', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'question' } },
});
