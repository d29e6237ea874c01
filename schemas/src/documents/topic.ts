import { BookIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { imageField } from '../fields/image-field';
import { contentGroup } from '../fields/content-group';
import { introField } from '../fields/intro-field';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { titleField } from '../fields/title-field';
import { seoField, seoGroup } from '../fields/seo-field';
import { slugField } from '../fields/slug-field';

/** A topic landing page: `/topic/{slug}`. */
export const topic = defineType({
  name: 'topic',
  title: 'Topic',
  type: 'document',
  icon: BookIcon,
  groups: [contentGroup, seoGroup],
  fields: [
    languageField,
    titleField({ group: 'content' }),
    slugField({ group: 'content' }),
    introField({ group: 'content', required: true }),
    imageField({ name: 'image', title: 'Image', required: true, group: 'content' }),
    blocksField({ group: 'content' }),
    seoField,
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language', media: 'image' },
    prepare: ({ title, slug, language, media }) => ({ title, subtitle: withLanguage(slug, language), media }),
  },
});
