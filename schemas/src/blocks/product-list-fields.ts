/**
 * Fields shared by `productGrid` and `productCarousel`: products chosen by hand (`manual`) or by a
 * catalogue filter (`filter`); the storefront always loads live shop data for them.
 */
import { defineArrayMember, defineField } from 'sanity';
import { noDuplicateProducts } from '../fields/product-refs-field';
import { fieldOf } from '../validation/field-of';

const sourceOf = (parent: unknown): unknown => fieldOf(parent, 'source');

export const productListFields = [
  defineField({ name: 'heading', title: 'Heading', type: 'string' }),
  defineField({
    name: 'source',
    title: 'Products from',
    type: 'string',
    options: {
      list: [
        { title: 'Chosen by hand', value: 'manual' },
        { title: 'A catalogue filter', value: 'filter' },
      ],
      layout: 'radio',
      direction: 'horizontal',
    },
    initialValue: 'manual',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'products',
    title: 'Products',
    type: 'array',
    of: [defineArrayMember({ type: 'productRef' })],
    hidden: ({ parent }) => sourceOf(parent) !== 'manual',
    validation: (rule) =>
      rule
        .max(24)
        .custom(noDuplicateProducts)
        .custom((products, context) =>
          sourceOf(context.parent) === 'manual' && (products?.length ?? 0) === 0
            ? 'Choose at least one product.'
            : true,
        ),
  }),
  defineField({
    name: 'filter',
    title: 'Filter',
    type: 'catalogueFilter',
    hidden: ({ parent }) => sourceOf(parent) !== 'filter',
    validation: (rule) =>
      rule.custom((filter, context) => (sourceOf(context.parent) === 'filter' && !filter ? 'Set the filter.' : true)),
  }),
  defineField({
    name: 'limit',
    title: 'Number of products',
    type: 'number',
    initialValue: 8,
    validation: (rule) => rule.integer().min(1).max(24),
  }),
  defineField({ name: 'cta', title: '"See all" button', type: 'cta' }),
];
