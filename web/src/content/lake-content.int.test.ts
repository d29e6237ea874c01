import { locales } from '@seedshop/locales';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { redirectRulesOf } from './cms-redirects';
import { contentSitemapPages } from './content-sitemap';
import { proxyLakeImage } from './image-proxy';
import { contentImageUrl } from './image-url';
import { lakeQuery, requireLake } from './testing/lake';
import { blogPageCount } from './pages/blog/blog-paging';
import { redirectsQuery } from './queries/redirect-queries';
import { sitemapContentQuery } from './queries/sitemap-queries';
import type { RedirectsQueryResult } from './sanity.types';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const { fetchContent } = await import('./content-source.server');

/** The storefront's content source over the embedded lake with the demo dataset (demo-content/dataset). */
const lake = requireLake();

describe('content from the lake', () => {
  it('answers the redirect query with typed rows in every language', async () => {
    const rows = await fetchContent(redirectsQuery, {}, { tags: ['content:type:redirect'] });
    expectTypeOf(rows).toEqualTypeOf<RedirectsQueryResult>();
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(locales));
    const rules = redirectRulesOf(rows);
    expect(rules).toHaveLength(rows.length);
    for (const rule of rules) expect(rule.from).toMatch(/^\/(?:(?:de|fr|es)\/)?[a-z0-9]/);
    expect(rules.some((rule) => rule.external === true && rule.to.startsWith('https://'))).toBe(true);
  });

  it('gives the sitemap every page translated into all four languages, quickly', async () => {
    const started = performance.now();
    const content = await fetchContent(sitemapContentQuery, {}, { tags: [] });
    const elapsed = performance.now() - started;
    const pages = contentSitemapPages(content);
    const linked = new Set(content.groups.flatMap((group) => group.ids ?? []));
    // The demo documents all have translations (test fixtures are single-language on purpose).
    const demo = content.documents.filter((doc) => !doc._id.includes('e2e-'));
    expect(demo.every((doc) => linked.has(doc._id))).toBe(true);
    const blogPages = Math.min(...locales.map((locale) => blogPageCount(content.blogPosts[locale])));
    expect(pages.length).toBe(demo.length / 4 + blogPages - 1);
    expect(pages.some((page) => page.alternates.de.startsWith('/de/blog/'))).toBe(true);
    expect(elapsed).toBeLessThan(1_000);
  });
});

describe('content images through this site', () => {
  const assetsQuery = '*[_type == "sanity.imageAsset"] | order(_id asc){_id, url}';

  async function imageAssets(): Promise<{ _id: string; url: string }[]> {
    return z.array(z.object({ _id: z.string(), url: z.string() })).parse(await lakeQuery(assetsQuery));
  }

  function proxied(siteUrl: string, accept = 'image/webp,*/*'): Promise<Response> {
    const url = new URL(siteUrl, 'http://site.test');
    const path = url.pathname.replace('/api/content/images/', '').split('/');
    return proxyLakeImage(path, new Request(url, { headers: { accept } }), lake);
  }

  it('serves every image asset the lake holds, resized, from this site’s origin', async () => {
    const assets = await imageAssets();
    expect(assets.length).toBeGreaterThan(20);
    for (const asset of assets) {
      expect(asset.url.startsWith(`${lake.url}/images/${lake.projectId}/${lake.dataset}/`)).toBe(true);
      const src = contentImageUrl({ asset }, { width: 64, format: 'webp', fit: 'max' });
      expect(src).toMatch(
        /^\/api\/content\/images\/local\/production\/[0-9a-f]{40}-\d+x\d+\.\w+\?w=64&fm=webp&fit=max$/,
      );
      const response = await proxied(src ?? '');
      expect(response.status, asset._id).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('passes the lake’s 400 for parameters it does not take, and its 404 for unknown files', async () => {
    const [asset] = await imageAssets();
    const src = contentImageUrl({ asset }) ?? '';
    const bad = await proxied(`${src}?w=abc`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    const missing = await proxied(`/api/content/images/local/production/${'0'.repeat(40)}-10x10.webp`);
    expect(missing.status).toBe(404);
  });
});
