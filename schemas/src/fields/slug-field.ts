/** The `slug` field of routable documents: lowercase, translated, unique per type and language. */
import { defineField } from 'sanity';
import { checkSlugFormat, isUniqueSlugPerLanguage, slugify } from '../validation/slug';

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
    options: { source: 'title', maxLength: 96, slugify, isUnique: isUniqueSlugPerLanguage },
    validation: (rule) => rule.required().custom(checkSlugFormat),
  });
}
