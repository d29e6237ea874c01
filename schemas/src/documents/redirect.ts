import { TransferIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { checkRedirectExternal, checkRedirectFrom, checkRedirectTo } from '../validation/redirect';
import { fieldOf } from '../validation/field-of';

const toOf = (document: unknown): unknown => fieldOf(document, 'to');

const externalOf = (document: unknown): unknown => fieldOf(document, 'external');

/**
 * A server-side redirect, applied in the document's language: `from: /alter-pfad` on a `de`
 * document redirects `/de/alter-pfad`.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  fields: [
    languageField,
    defineField({
      name: 'from',
      title: 'Old path',
      type: 'string',
      description: 'Without language prefix, e.g. /old-growing-faq.',
      validation: (rule) => rule.required().custom(checkRedirectFrom),
    }),
    defineField({
      name: 'to',
      title: 'New target',
      type: 'string',
      description: 'A path without language prefix (/blog/first-grow-guide) or, with "External", https://….',
      validation: (rule) => rule.required().custom((to, context) => checkRedirectTo(to, externalOf(context.document))),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent (308)',
      type: 'boolean',
      description: 'Off = temporary (307).',
      initialValue: true,
    }),
    defineField({
      name: 'external',
      title: 'External',
      type: 'boolean',
      description: 'The target is on another site. Required for https:// targets.',
      initialValue: false,
      validation: (rule) => rule.custom((external, context) => checkRedirectExternal(external, toOf(context.document))),
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', language: 'language' },
    prepare: ({ from, to, language }) => ({
      title: `${from ?? '?'} → ${to ?? '?'}`,
      subtitle: withLanguage('Redirect', language),
    }),
  },
});
