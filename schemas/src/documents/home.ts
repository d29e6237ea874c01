import { HomeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { seoField, seoGroup } from '../fields/seo-field';

/** The home page of one language (a singleton per language). */
export const home = defineType({
  name: 'home',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, seoGroup],
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Internal title',
      type: 'string',
      group: 'content',
      description: 'Only shown in the Studio.',
      validation: (rule) => rule.required(),
    }),
    blocksField({ required: true, group: 'content' }),
    seoField,
  ],
  preview: {
    select: { title: 'title', language: 'language' },
    prepare: ({ title, language }) => ({ title: title ?? 'Home page', subtitle: withLanguage('Home page', language) }),
  },
});
