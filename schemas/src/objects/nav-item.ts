import { MenuIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../fields/href-field';

/** A header navigation entry, optionally with a sub-menu of links. */
export const navItem = defineType({
  name: 'navItem',
  title: 'Menu entry',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    hrefField({
      description: 'A path without language prefix (/cannabis-seeds), or https://….',
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
