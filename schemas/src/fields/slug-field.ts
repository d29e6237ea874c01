/** The `slug` field of routable documents: lowercase, translated, unique per type and language. */
import { defineField } from 'sanity';
import { MAX_SLUG_LENGTH } from '@seedshop/urls/slugify';
import { checkSlugFormat, isUniqueSlugPerLanguage, slugifyTitle } from '../validation/slug';

interface SlugFieldOptions {
  group?: string;
  description?: string;
}

export function slugField({
  group,
  description = 'The last part of the address, in this language (lowercase, a–z, 0–9, hyphens).',
}: SlugFieldOptions = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    group,
    description,
    options: { source: 'title', maxLength: MAX_SLUG_LENGTH, slugify: slugifyTitle, isUnique: isUniqueSlugPerLanguage },
    validation: (rule) => rule.required().custom(checkSlugFormat),
  });
}
