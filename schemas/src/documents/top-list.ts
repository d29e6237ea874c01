import { StarIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { blocksField } from '../fields/blocks-field';
import { imageField } from '../fields/image-field';
import { contentGroup } from '../fields/content-group';
import { introField } from '../fields/intro-field';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { titleField } from '../fields/title-field';
import { seoField, seoGroup } from '../fields/seo-field';
import { noDuplicateProducts } from '../fields/product-refs-field';
import { slugField } from '../fields/slug-field';
import { fieldOf } from '../validation/field-of';

const productOf = (entry: unknown): unknown => fieldOf(entry, 'product');

/** A ranked product list: `/top-10-{slug}`, 3–10 entries. */
export const topList = defineType({
  name: 'topList',
  title: 'Top list',
  type: 'document',
  icon: StarIcon,
  groups: [contentGroup, seoGroup],
  fields: [
    languageField,
    titleField({ group: 'content' }),
    slugField({ group: 'content', description: 'The page is /top-10-{slug} (e.g. outdoor-strains).' }),
    introField({ group: 'content', required: true }),
    imageField({ name: 'image', title: 'Image', group: 'content' }),
    defineField({
      name: 'entries',
      title: 'Entries',
      type: 'array',
      group: 'content',
      description: 'In rank order, 3 to 10.',
      of: [defineArrayMember({ type: 'topListEntry' })],
      validation: (rule) =>
        rule
          .required()
          .min(3)
          .max(10)
          .custom((entries) => noDuplicateProducts(entries?.map(productOf))),
    }),
    blocksField({ group: 'content' }),
    seoField,
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language', media: 'image' },
    prepare: ({ title, slug, language, media }) => ({
      title,
      subtitle: withLanguage(typeof slug === 'string' ? `top-10-${slug}` : undefined, language),
      media,
    }),
  },
});
