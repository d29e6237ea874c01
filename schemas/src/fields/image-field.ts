/**
 * Images everywhere carry `alt` (required unless the image is marked decorative) and an optional
 * `caption`. Stored as Sanity's own `image` type, so asset references and the export format stay
 * standard.
 */
import { ImageIcon } from '@sanity/icons';
import { defineArrayMember, defineField, type ImageRule } from 'sanity';
import { fieldOf } from '../validation/field-of';

const isDecorative = (parent: unknown): boolean => fieldOf(parent, 'decorative') === true;

const imageFields = [
  defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description: 'What the image shows, for people who cannot see it.',
    validation: (rule) =>
      rule.custom((alt, context) => {
        // Nothing to describe while there is no image (the image's own rule reports that).
        if (typeof context.parent !== 'object' || context.parent === null) return true;
        if (fieldOf(context.parent, 'asset') === undefined) return true;
        if (isDecorative(context.parent)) return true;
        return typeof alt === 'string' && alt.trim() !== '' ? true : 'Describe the image (or mark it as decorative).';
      }),
  }),
  defineField({ name: 'caption', title: 'Caption', type: 'string' }),
  defineField({
    name: 'decorative',
    title: 'Decorative',
    type: 'boolean',
    // No initial value: it would give every new document half an image (`{decorative: false}`
    // without an asset) in each optional image field.
    description: 'Adds nothing a reader needs; screen readers skip it.',
  }),
];

interface ImageFieldOptions {
  name: string;
  title: string;
  required?: boolean;
  description?: string;
  group?: string;
}

export function imageField({ name, title, required = false, description, group }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    group,
    options: { hotspot: true },
    fields: imageFields,
    validation: (rule: ImageRule) => {
      // An image object without an asset (fields touched, nothing chosen yet) counts as no image:
      // only a required image must have one.
      const withAsset = rule.custom((value) => {
        // A missing image is `required()`'s to report.
        if (value === undefined || typeof value.asset?._ref === 'string') return true;
        return required ? 'Upload or choose an image.' : true;
      });
      return required ? withAsset.required() : withAsset;
    },
  });
}

/** An image as an array member (galleries, rich text). */
export const imageMember = defineArrayMember({
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: imageFields,
});
