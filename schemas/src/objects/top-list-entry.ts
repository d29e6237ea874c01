import { StarIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** One place of a top-10 list: a product and why it is there. */
export const topListEntry = defineType({
  name: 'topListEntry',
  title: 'Entry',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({ name: 'product', title: 'Product', type: 'productRef', validation: (rule) => rule.required() }),
    defineField({
      name: 'note',
      title: 'Why it is here',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'product.name', productId: 'product.productId', subtitle: 'note' },
    prepare: ({ title, productId, subtitle }) => ({ title: title ?? productId ?? 'Entry', subtitle }),
  },
});
