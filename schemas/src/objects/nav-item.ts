import { MenuIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { checkHref } from '../validation/href';

/** A header navigation entry, optionally with a sub-menu of links. */
export const navItem = defineType({
  name: 'navItem',
  title: 'Menu entry',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'A path without language prefix (/cannabis-seeds), or https://….',
      validation: (rule) => rule.required().custom(checkHref),
    }),
    defineField({
      name: 'children',
      title: 'Sub-menu',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
  ],
  preview: {
    select: { title: 'label', subtitle: 'href', children: 'children' },
    prepare: ({ title, subtitle, children }) => ({
      title,
      subtitle:
        Array.isArray(children) && children.length > 0 ? `${subtitle} · ${children.length} sub-links` : subtitle,
    }),
  },
});
