import { typeTags } from '@/content/content-tags';

/**
 * Cache tags of a page query: the types it reads, the translation links (alternates), and the
 * types page-builder blocks pull in by reference (promo banner → promotion, video → video, blog
 * teasers → blogPost), so publishing any of them refreshes the page.
 */
export function pageTags(...types: readonly string[]): string[] {
  return typeTags(...new Set([...types, 'translation.metadata', 'promotion', 'video', 'blogPost']));
}
