import type { MetadataRoute } from 'next';
import { chunkEntries, MAX_CHUNKS, planChunks } from '@/seo/sitemap-plan';
import { sitemapSources } from '@/site/sitemap/sitemap-sources.server';
import { env } from '@/config/env';

// Built on request from the live catalogue (never at build time, which has no shop to ask).
export const dynamic = 'force-dynamic';

/** The id range Next serves as `/sitemaps/sitemap/{id}.xml`; `/sitemap.xml` lists the ones in use. */
export async function generateSitemaps() {
  return Array.from({ length: MAX_CHUNKS }, (_, id) => ({ id }));
}

/** One chunk of at most 50,000 URLs: every language version of every public page, with hreflang. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const index = Number(await id);
  const sources = await sitemapSources();
  const counts = await Promise.all(sources.map((source) => source.count()));
  const chunk = planChunks(counts)[index];
  return chunk === undefined ? [] : chunkEntries(sources, chunk, env.SITE_URL);
}
