import { CogIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { internalTitleField } from '../fields/title-field';
import { sameLanguageFilter } from '../fields/same-language-filter';
import { seoGroup } from '../fields/seo-field';
import { sameLanguageReferences } from '../validation/same-language-references';

/** More lists than this crowd the header menu and the catalogue's strip of links. */
export const MAX_TOP_LISTS = 6;

/** Navigation, footer and SEO defaults of one language (a singleton per language). */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [{ name: 'navigation', title: 'Navigation', default: true }, { name: 'footer', title: 'Footer' }, seoGroup],
  fields: [
    languageField,
    internalTitleField({ group: 'navigation' }),
    defineField({
      name: 'headerNav',
      title: 'Header navigation',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navItem' })],
    }),
    defineField({
      name: 'topLists',
      title: 'Top-10 lists',
      type: 'array',
      group: 'navigation',
      description:
        'The top lists of this language that the header menu (“Top 10”) and the catalogue pages link to, in this order.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'topList' }],
          options: { filter: sameLanguageFilter, disableNew: true },
        }),
      ],
      validation: (rule) => rule.max(MAX_TOP_LISTS).custom(sameLanguageReferences),
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'footerColumn' })],
      validation: (rule) => rule.max(5),
    }),
    defineField({ name: 'footerNote', title: 'Footer note', type: 'text', rows: 2, group: 'footer' }),
    defineField({
      name: 'seo',
      title: 'SEO defaults',
      type: 'seo',
      group: 'seo',
      description: 'Used by every page that does not set its own title, description or sharing image.',
    }),
  ],
  preview: {
    select: { title: 'title', language: 'language' },
    prepare: ({ title, language }) => ({
      title: title ?? 'Site settings',
      subtitle: withLanguage('Site settings', language),
    }),
  },
});
