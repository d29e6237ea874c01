import { LinkIcon, PackageIcon, DocumentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../fields/href-field';
import { imageMember } from '../fields/image-field';
import { sameLanguageFilter } from '../fields/same-language-filter';

/** Document types an internal link may point to. */
export const linkableTypes = ['home', 'page', 'blogPost', 'topic', 'promotion', 'topList', 'video'] as const;

/** Formatted text: paragraphs, headings h2–h4, quotes, lists, links, images, product mentions. */
export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Paragraph', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            icon: LinkIcon,
            fields: [
              hrefField({
                description: 'A path without language prefix (/promotions), or https://…, mailto:…, tel:….',
              }),
              defineField({ name: 'openInNewTab', title: 'Open in a new tab', type: 'boolean' }),
            ],
          }),
          defineArrayMember({
            name: 'internalLink',
            title: 'Link to a page',
            type: 'object',
            icon: DocumentIcon,
            fields: [
              defineField({
                name: 'reference',
                title: 'Page',
                type: 'reference',
                to: linkableTypes.map((type) => ({ type })),
                options: { filter: sameLanguageFilter },
                validation: (rule) => rule.required(),
              }),
            ],
          }),
        ],
      },
      of: [defineArrayMember({ type: 'productMention', icon: PackageIcon })],
    }),
    imageMember,
  ],
});
