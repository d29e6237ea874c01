import { PlayIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field';
import { contentGroup } from '../fields/content-group';
import { languageField } from '../fields/language-field';
import { withLanguage } from '../fields/language-preview';
import { productRefsField } from '../fields/product-refs-field';
import { titleField } from '../fields/title-field';
import { newestFirstOrdering, publishedAtField } from '../fields/published-at-field';
import { seoField, seoGroup } from '../fields/seo-field';
import { slugField } from '../fields/slug-field';
import { videoProviderOptions } from '../options/video-providers';
import { fieldOf } from '../validation/field-of';

const providerOf = (document: unknown): unknown => fieldOf(document, 'provider');

const videoIdPattern = /^[A-Za-z0-9_-]{3,64}$/;

/** A video (YouTube, Vimeo or an uploaded file), listed on `/videos` and embeddable in pages. */
export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'document',
  icon: PlayIcon,
  groups: [contentGroup, seoGroup],
  fields: [
    languageField,
    titleField({ group: 'content' }),
    slugField({ group: 'content' }),
    defineField({
      name: 'provider',
      title: 'Source',
      type: 'string',
      group: 'content',
      options: { list: videoProviderOptions, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'videoId',
      title: 'Video id',
      type: 'string',
      group: 'content',
      description: 'The id from the YouTube or Vimeo address (e.g. dQw4w9WgXcQ).',
      hidden: ({ document }) => providerOf(document) === 'file',
      validation: (rule) =>
        rule.custom((videoId, context) => {
          const provider = providerOf(context.document);
          if (provider !== 'youtube' && provider !== 'vimeo') return true;
          if (typeof videoId !== 'string' || videoId === '') return 'Enter the video id.';
          return videoIdPattern.test(videoId) ? true : 'Only the id, not the whole address.';
        }),
    }),
    defineField({
      name: 'file',
      title: 'Video file',
      type: 'file',
      group: 'content',
      options: { accept: 'video/mp4,video/webm' },
      hidden: ({ document }) => providerOf(document) !== 'file',
      validation: (rule) =>
        rule.custom((file, context) =>
          providerOf(context.document) === 'file' && !file ? 'Upload the video file.' : true,
        ),
    }),
    imageField({ name: 'poster', title: 'Poster image', required: true, group: 'content' }),
    defineField({
      name: 'durationSeconds',
      title: 'Length (seconds)',
      type: 'number',
      group: 'content',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'transcript', title: 'Transcript', type: 'text', rows: 8, group: 'content' }),
    productRefsField({ name: 'relatedProducts', title: 'Related products', group: 'content' }),
    publishedAtField({ group: 'content' }),
    seoField,
  ],
  orderings: [newestFirstOrdering],
  preview: {
    select: { title: 'title', provider: 'provider', language: 'language', media: 'poster' },
    prepare: ({ title, provider, language, media }) => ({ title, subtitle: withLanguage(provider, language), media }),
  },
});
