import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { checkHref } from '../validation/href';

/** A link in the header sub-navigation or a footer column. */
export const navLink = defineType({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'A path without language prefix (/blog), or https://…, mailto:…, tel:….',
      validation: (rule) => rule.required().custom(checkHref),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
