import { defineField } from 'sanity';

/** The `seo` object field every document has, in its own tab. */
export const seoField = defineField({
  name: 'seo',
  title: 'Search & sharing',
  type: 'seo',
  group: 'seo',
});

export const seoGroup = { name: 'seo', title: 'SEO' };
