import { ImagesIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageMember } from '../fields/image-field';

/** Two or more images with alt text and captions. */
export const imageGallery = defineType({
  name: 'imageGallery',
  title: 'Image gallery',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string' }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [imageMember],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().min(2),
    }),
  ],
  preview: {
    select: { title: 'heading', images: 'images', media: 'images.0' },
    prepare: ({ title, images, media }) => ({
      title: title ?? 'Image gallery',
      subtitle: `Gallery · ${Array.isArray(images) ? images.length : 0} images`,
      media,
    }),
  },
});
