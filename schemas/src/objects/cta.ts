import { LaunchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { hrefField } from '../fields/href-field';

/** A button: label and target (`/path`, `https://…`, `mailto:…`, `tel:…`). */
export const cta = defineType({
  name: 'cta',
  title: 'Button',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    hrefField({
      description: 'A path on this site without language prefix (/promotions), or https://…, mailto:…, tel:….',
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
