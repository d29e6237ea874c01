import { FilterIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

const queryPattern = /^[a-z_]+=[^&=\s]+(?:&[a-z_]+=[^&=\s]+)*$/;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Products picked by a storefront listing query (keys of the shop's GET /catalogue/products). */
export const catalogueFilter = defineType({
  name: 'catalogueFilter',
  title: 'Catalogue filter',
  type: 'object',
  icon: FilterIcon,
  fields: [
    defineField({
      name: 'query',
      title: 'Listing query',
      type: 'string',
      description: 'As in a listing address, e.g. genotype=sativa&sort=popular or seed_type=autoflowering.',
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || value === '' || queryPattern.test(value)
            ? true
            : 'Write key=value pairs joined by &, e.g. genotype=sativa&sort=popular.',
        ),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      description: 'Category key in its English form, e.g. feminized-seeds.',
      validation: (rule) => rule.regex(slugPattern, { name: 'slug', invert: false }),
    }),
    defineField({
      name: 'seedBank',
      title: 'Seed bank',
      type: 'string',
      description: 'Seed bank slug, e.g. royal-queen-seeds.',
      validation: (rule) => rule.regex(slugPattern, { name: 'slug', invert: false }),
    }),
  ],
  preview: {
    select: { query: 'query', category: 'category', seedBank: 'seedBank' },
    prepare: ({ query, category, seedBank }) => ({
      title: [category, seedBank].filter(Boolean).join(' · ') || 'All products',
      subtitle: query,
    }),
  },
});
