/** `publishedAt` (required datetime) of blog posts and videos; lists sort by it, newest first. */
import { defineField } from 'sanity';

export function publishedAtField({ group }: { group?: string } = {}) {
  return defineField({
    name: 'publishedAt',
    title: 'Published',
    type: 'datetime',
    group,
    validation: (rule) => rule.required(),
  });
}

/** The "Newest first" ordering that goes with `publishedAt`. */
export const newestFirstOrdering = {
  title: 'Newest first',
  name: 'publishedAtDesc',
  by: [{ field: 'publishedAt', direction: 'desc' as const }],
};
