import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field';

/** Who wrote a blog post. */
export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'role', title: 'Role', type: 'string' }),
    imageField({ name: 'avatar', title: 'Photo' }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'avatar' } },
});
