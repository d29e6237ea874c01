import { SearchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field';

/** Search and sharing metadata; on siteSettings these are the defaults of every page. */
export const seo = defineType({
  name: 'seo',
  title: 'Search & sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown in search results and browser tabs (at most 70 characters).',
      validation: (rule) => rule.max(70),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'Shown under the title in search results (at most 160 characters).',
      validation: (rule) => rule.max(160),
    }),
    imageField({ name: 'image', title: 'Sharing image' }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      initialValue: false,
    }),
  ],
});
