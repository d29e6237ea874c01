import { PlayIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { sameLanguageFilter } from '../fields/same-language-filter';

/** One video document, played in place. */
export const videoEmbed = defineType({
  name: 'videoEmbed',
  title: 'Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'video',
      title: 'Video',
      type: 'reference',
      to: [{ type: 'video' }],
      options: { filter: sameLanguageFilter },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Leave empty to use the video’s title.',
    }),
  ],
  preview: {
    select: { heading: 'heading', title: 'video.title', media: 'video.poster' },
    prepare: ({ heading, title, media }) => ({
      title: heading ?? title ?? 'Video',
      subtitle: 'Video',
      media,
    }),
  },
});
