import { locales } from '@seedshop/locales';
import type { SitemapPage } from '@/seo/sitemap-plan';
import { alternatesOf } from '@/routing/paths';
import { blogPageCount } from './pages/blog/blog-paging';
import { contentAlternates, hasAllLocales } from './content-paths';
import type { SitemapContentQueryResult } from './sanity.types';

/**
 * The CMS pages of the sitemap: blog list pages from 2 on, then blog posts, topics, promotions
 * and top-10 lists — one page per translation group, with the slugs of every language as hreflang
 * alternates. Home, the info pages, `/blog`, `/topic`, `/promotions` and `/videos` are fixed
 * routes and already listed by the fixed-routes source; videos have no page of their own.
 *
 * The sitemap lists a page in all four languages (sitemap-plan.ts); a document still missing a
 * translation joins the sitemap when its last language is published.
 */

const typeOrder = ['blogPost', 'topic', 'promotion', 'topList'] as const;

type SitemapDocument = SitemapContentQueryResult['documents'][number];
type TranslationGroups = SitemapContentQueryResult['groups'];

function lastModifiedOf(documents: readonly SitemapDocument[]): Date | undefined {
  const times = documents.map((doc) => Date.parse(doc._updatedAt)).filter((time) => Number.isFinite(time));
  return times.length === 0 ? undefined : new Date(Math.max(...times));
}

export function blogListPages(counts: SitemapContentQueryResult['blogPosts']): SitemapPage[] {
  const pagesInEveryLanguage = Math.min(...locales.map((locale) => blogPageCount(counts[locale])));
  return Array.from({ length: Math.max(0, pagesInEveryLanguage - 1) }, (_, index) => ({
    alternates: alternatesOf('blogPage', { page: String(index + 2) }),
  }));
}

export function documentPages(
  documents: readonly SitemapDocument[],
  translationGroups: TranslationGroups = [],
): SitemapPage[] {
  const groupOf = new Map<string, string>();
  for (const group of translationGroups) {
    for (const id of group.ids ?? []) if (id !== null) groupOf.set(id, group._id);
  }
  const groups = new Map<string, SitemapDocument[]>();
  for (const doc of documents) {
    const key = `${doc._type}\u0000${groupOf.get(doc._id) ?? doc._id}`;
    const group = groups.get(key);
    if (group) group.push(doc);
    else groups.set(key, [doc]);
  }
  const rank = (type: string) => typeOrder.findIndex((candidate) => candidate === type);
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [typeA = '', idA = ''] = a.split('\u0000');
      const [typeB = '', idB = ''] = b.split('\u0000');
      return rank(typeA) - rank(typeB) || (idA < idB ? -1 : idA > idB ? 1 : 0);
    })
    .flatMap(([, group]) => {
      const alternates = contentAlternates(group);
      if (!hasAllLocales(alternates)) return [];
      return [{ alternates, lastModified: lastModifiedOf(group) }];
    });
}

export function contentSitemapPages(content: SitemapContentQueryResult): SitemapPage[] {
  return [...blogListPages(content.blogPosts), ...documentPages(content.documents, content.groups)];
}
