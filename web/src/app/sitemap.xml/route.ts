import { MAX_CHUNKS, planChunks } from '@/seo/sitemap-plan';
import { sitemapSources } from '@/site/sitemap/sitemap-sources.server';
import { env } from '@/config/env';

export const dynamic = 'force-dynamic';

/**
 * `/sitemap.xml`: the sitemap index. Next serves the chunks (`app/sitemaps/sitemap.ts`, generateSitemaps) at
 * `/sitemaps/sitemap/{id}.xml` but writes no index; this lists the chunks that hold pages right now.
 */
export async function GET(): Promise<Response> {
  const sources = await sitemapSources();
  const counts = await Promise.all(sources.map((source) => source.count()));
  const chunks = Math.max(1, Math.min(planChunks(counts).length, MAX_CHUNKS));
  const entries = Array.from(
    { length: chunks },
    (_, id) => `  <sitemap><loc>${new URL(`/sitemaps/sitemap/${id}.xml`, env.SITE_URL).href}</loc></sitemap>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
