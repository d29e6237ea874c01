import { defaultLocale, locales } from '@seedshop/locales';
import type { MetadataRoute } from 'next';
import type { Alternates } from '@/routing/paths';

/**
 * The sitemap is built from sources (fixed routes, catalogue, later the CMS), each a stable, paged
 * list of pages. A page exists in every language, so it gives one URL per locale, each listing all
 * languages as hreflang alternates. Sitemaps hold at most 50,000 URLs; the plan cuts the sources'
 * pages into chunks of that size, in source order.
 */

export interface SitemapPage {
  readonly alternates: Alternates;
  readonly lastModified?: Date;
}

export interface SitemapSource {
  readonly name: string;
  /** How many pages the source has. */
  count(): Promise<number>;
  /** Pages `offset` to `offset + limit - 1`, always in the same order. */
  pages(offset: number, limit: number): Promise<readonly SitemapPage[]>;
}

/** Google's and the protocol's limit of URLs per sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const PAGES_PER_CHUNK = Math.floor(MAX_URLS_PER_SITEMAP / locales.length);
/**
 * The ids Next may serve (`/sitemap/{id}.xml`). A fixed range rather than the live count, so
 * building the site never calls the shop; the index lists only the chunks that hold pages.
 * 64 chunks × 12,500 pages = 800,000 pages, far beyond the catalogue's 100,000 products.
 */
export const MAX_CHUNKS = 64;

export interface ChunkPart {
  readonly source: number;
  readonly offset: number;
  readonly limit: number;
}

/** Cuts the sources' page counts into chunks of at most `size` pages. */
export function planChunks(counts: readonly number[], size: number = PAGES_PER_CHUNK): ChunkPart[][] {
  const chunks: ChunkPart[][] = [];
  let current: ChunkPart[] = [];
  let room = size;
  counts.forEach((count, source) => {
    let offset = 0;
    while (offset < count) {
      const limit = Math.min(room, count - offset);
      current.push({ source, offset, limit });
      offset += limit;
      room -= limit;
      if (room === 0) {
        chunks.push(current);
        current = [];
        room = size;
      }
    }
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** One URL per language for a page, each naming every language version (and x-default). */
export function sitemapEntries(page: SitemapPage, siteUrl: string): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absolute(page.alternates[locale]);
  languages['x-default'] = absolute(page.alternates[defaultLocale]);
  return locales.map((locale) => ({
    url: absolute(page.alternates[locale]),
    lastModified: page.lastModified,
    alternates: { languages },
  }));
}

/** The pages of one chunk of the plan, fetched from their sources. */
export async function chunkEntries(
  sources: readonly SitemapSource[],
  chunk: readonly ChunkPart[],
  siteUrl: string,
): Promise<MetadataRoute.Sitemap> {
  const parts = await Promise.all(
    chunk.map(async (part) => {
      const source = sources[part.source];
      return source ? source.pages(part.offset, part.limit) : [];
    }),
  );
  return parts.flat().flatMap((page) => sitemapEntries(page, siteUrl));
}
