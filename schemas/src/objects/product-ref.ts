import { PackageIcon } from '@sanity/icons';
import { defineField, defineType, type PreviewConfig } from 'sanity';

/** Shop product ids look like `prod-000123` in the demo catalogue; real shops may differ. */
export const productIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export const productIdField = defineField({
  name: 'productId',
  title: 'Product id',
  type: 'string',
  description: 'The shop’s product id, e.g. prod-000123.',
  validation: (rule) =>
    rule
      .required()
      .custom((id) =>
        id === undefined || productIdPattern.test(id) ? true : 'Use the shop’s product id, e.g. prod-000123.',
      ),
});

export const productNameField = defineField({
  name: 'name',
  title: 'Name (snapshot)',
  type: 'string',
  description: 'Copied from the shop when picked; only for previews here. The site shows live shop data.',
});

/** Preview of a product object: its name snapshot, else its id. */
export const productPreview: PreviewConfig<{ title: string; subtitle: string }> = {
  select: { title: 'name', subtitle: 'productId' },
  prepare: ({ title, subtitle }) => ({ title: title ?? subtitle ?? 'Product', subtitle }),
};

/**
 * A product of the shop, referenced by its shop id. The Studio replaces the input with a picker
 * that searches the shop API (studio/src/product-picker/).
 */
export const productRef = defineType({
  name: 'productRef',
  title: 'Product',
  type: 'object',
  icon: PackageIcon,
  fields: [productIdField, productNameField],
  preview: productPreview,
});
