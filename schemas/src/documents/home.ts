import { HomeIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { contentGroup } from '../fields/content-group';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { internalTitleField } from '../fields/title-field';
import { seoField, seoGroup } from '../fields/seo-field';

/** The home page of one language (a singleton per language). */
export const home = defineType({
  name: 'home',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [contentGroup, seoGroup],
  fields: [
    languageField,
    internalTitleField({ group: 'content', required: true }),
    blocksField({ required: true, group: 'content' }),
    seoField,
  ],
  preview: {
    select: { title: 'title', language: 'language' },
    prepare: ({ title, language }) => ({ title: title ?? 'Home page', subtitle: withLanguage('Home page', language) }),
  },
});
