import { PackageIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { productIdField, productNameField, productPreview } from './product-ref';

/** A product named inline in rich text; the site links it to the live product page. */
export const productMention = defineType({
  name: 'productMention',
  title: 'Product mention',
  type: 'object',
  icon: PackageIcon,
  fields: [productIdField, productNameField],
  preview: productPreview,
});
