import { ThListIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

/** A footer column: heading and links. */
export const footerColumn = defineType({
  name: 'footerColumn',
  title: 'Footer column',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({ name: 'title', title: 'Heading', type: 'string' }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({
      title: title ?? 'Footer column',
      subtitle: Array.isArray(links) ? `${links.length} links` : undefined,
    }),
  },
});
