import { ComposeIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field';
import { contentGroup } from '../fields/content-group';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { productRefsField } from '../fields/product-refs-field';
import { titleField } from '../fields/title-field';
import { newestFirstOrdering, publishedAtField } from '../fields/published-at-field';
import { seoField, seoGroup } from '../fields/seo-field';
import { slugField } from '../fields/slug-field';
import { blogCategoryOptions } from '../options/blog-categories';

/** A blog post: `/blog/{slug}`. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: ComposeIcon,
  groups: [contentGroup, { name: 'meta', title: 'Details' }, seoGroup],
  fields: [
    languageField,
    titleField({ group: 'content' }),
    slugField({ group: 'content' }),
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'Shown on cards and in the blog list (at most 240 characters).',
      validation: (rule) => rule.required().max(240),
    }),
    imageField({ name: 'mainImage', title: 'Main image', required: true, group: 'content' }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'richText',
      group: 'content',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'author', title: 'Author', type: 'author', group: 'meta' }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'meta',
      options: { list: blogCategoryOptions },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      group: 'meta',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    publishedAtField({ group: 'meta' }),
    productRefsField({ name: 'relatedProducts', title: 'Related products', group: 'meta' }),
    seoField,
  ],
  orderings: [newestFirstOrdering],
  preview: {
    select: { title: 'title', category: 'category', language: 'language', media: 'mainImage' },
    prepare: ({ title, category, language, media }) => ({ title, subtitle: withLanguage(category, language), media }),
  },
});
