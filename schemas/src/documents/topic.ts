import { BookIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { imageField } from '../fields/image-field';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { seoField, seoGroup } from '../fields/seo-field';
import { slugField } from '../fields/slug-field';

/** A topic landing page: `/topic/{slug}`. */
export const topic = defineType({
  name: 'topic',
  title: 'Topic',
  type: 'document',
  icon: BookIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, seoGroup],
  fields: [
    languageField,
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    slugField({ group: 'content' }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    imageField({ name: 'image', title: 'Image', required: true, group: 'content' }),
    blocksField({ group: 'content' }),
    seoField,
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language', media: 'image' },
    prepare: ({ title, slug, language, media }) => ({ title, subtitle: withLanguage(slug, language), media }),
  },
});
