import { StackCompactIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { productListFields } from './product-list-fields';
import { productListPreview } from './product-list-preview';

/** Products as a horizontally scrolling row. */
export const productCarousel = defineType({
  name: 'productCarousel',
  title: 'Product carousel',
  type: 'object',
  icon: StackCompactIcon,
  fields: productListFields,
  preview: productListPreview('Product carousel'),
});
