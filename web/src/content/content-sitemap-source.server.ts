import 'server-only';
import type { SitemapPage, SitemapSource } from '@/seo/sitemap-plan';
import { fetchContent } from './content-source.server';
import { contentSitemapPages } from './content-sitemap';
import { typeTags } from './content-tags';
import { sitemapContentQuery } from './queries/sitemap-queries';

/** The CMS pages (content-sitemap.ts) as a sitemap source; one content read per sitemap request. */
export function contentSitemapSource(): SitemapSource {
  let pages: Promise<SitemapPage[]> | null = null;
  const load = async (): Promise<SitemapPage[]> => {
    const tags = typeTags('blogPost', 'topic', 'promotion', 'topList', 'translation.metadata');
    return contentSitemapPages(await fetchContent(sitemapContentQuery, {}, { tags }));
  };
  const all = () => (pages ??= load());
  return {
    name: 'content',
    count: async () => (await all()).length,
    pages: async (offset, limit) => (await all()).slice(offset, offset + limit),
  };
}
