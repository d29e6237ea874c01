import { DocumentsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { blogCategoryOptions } from '../options/blog-categories';
import { sameLanguageFilter } from '../fields/same-language-filter';
import { fieldOf } from '../validation/field-of';

const modeOf = (parent: unknown): unknown => fieldOf(parent, 'mode');

/** Blog post cards: the latest posts (optionally of one category) or chosen ones. */
export const blogTeasers = defineType({
  name: 'blogTeasers',
  title: 'Blog posts',
  type: 'object',
  icon: DocumentsIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({
      name: 'mode',
      title: 'Posts',
      type: 'string',
      options: {
        list: [
          { title: 'The latest', value: 'latest' },
          { title: 'Chosen by hand', value: 'chosen' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'latest',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'posts',
      title: 'Posts',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'blogPost' }],
          options: { filter: sameLanguageFilter },
        }),
      ],
      hidden: ({ parent }) => modeOf(parent) !== 'chosen',
      validation: (rule) =>
        rule
          .unique()
          .max(12)
          .custom((posts, context) =>
            modeOf(context.parent) === 'chosen' && (posts?.length ?? 0) === 0 ? 'Choose at least one post.' : true,
          ),
    }),
    defineField({
      name: 'category',
      title: 'Only this category',
      type: 'string',
      options: { list: blogCategoryOptions },
      hidden: ({ parent }) => modeOf(parent) === 'chosen',
    }),
    defineField({
      name: 'limit',
      title: 'Number of posts',
      type: 'number',
      initialValue: 3,
      validation: (rule) => rule.integer().min(1).max(12),
    }),
  ],
  preview: {
    select: { title: 'heading', mode: 'mode', category: 'category' },
    prepare: ({ title, mode, category }) => ({
      title: title ?? 'Blog posts',
      subtitle: mode === 'chosen' ? 'Blog posts · chosen' : `Blog posts · latest${category ? ` in ${category}` : ''}`,
    }),
  },
});
