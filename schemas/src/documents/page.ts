import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { contentGroup } from '../fields/content-group';
import { introField } from '../fields/intro-field';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { titleField } from '../fields/title-field';
import { seoField, seoGroup } from '../fields/seo-field';
import { pageKindOptions } from '../options/page-kinds';
import { uniquePerLanguage } from '../validation/unique-field';

/** An info page (contact, imprint, payment, privacy, shipping, terms) — one per kind and language. */
export const page = defineType({
  name: 'page',
  title: 'Info page',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [contentGroup, seoGroup],
  fields: [
    languageField,
    defineField({
      name: 'kind',
      title: 'Page',
      type: 'string',
      group: 'content',
      description: 'Which fixed address this page fills (/imprint, /privacy, …).',
      options: { list: pageKindOptions },
      validation: (rule) =>
        rule.required().custom(uniquePerLanguage('kind', 'This language already has a page of this kind.')),
    }),
    titleField({ group: 'content' }),
    introField({ group: 'content' }),
    blocksField({ group: 'content' }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      description: 'Shown on legal pages ("As of …").',
    }),
    seoField,
  ],
  preview: {
    select: { title: 'title', kind: 'kind', language: 'language' },
    prepare: ({ title, kind, language }) => ({ title, subtitle: withLanguage(kind, language) }),
  },
});
