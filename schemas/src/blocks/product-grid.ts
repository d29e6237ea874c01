import { ThLargeIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { productListFields } from './product-list-fields';
import { productListPreview } from './product-list-preview';

/** Products as a grid. */
export const productGrid = defineType({
  name: 'productGrid',
  title: 'Product grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: productListFields,
  preview: productListPreview('Product grid'),
});
