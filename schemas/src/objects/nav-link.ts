import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { hrefField } from '../fields/href-field';

/** A link in the header sub-navigation or a footer column. */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    hrefField({
      description: 'A path without language prefix (/blog), or https://…, mailto:…, tel:….',
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
