import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@seedshop/locales';
import { datasetImagesDir, loadDemoDataset } from '@seedshop/content';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentSitemapPages } from './content-sitemap';
import { redirectRulesOf } from './cms-redirects';
import { imageResponse } from './image-response.server';
import { indexDataset } from './local-dataset';
import { queryDataset } from './local-groq';
import { redirectsQuery } from './queries/redirect-queries';
import { sitemapContentQuery } from './queries/sitemap-queries';
import type { RedirectsQueryResult } from './sanity.types';

/** The local content source over the committed demo dataset (content/dataset). */
describe('local content source over the demo dataset', async () => {
  const dataset = indexDataset(await loadDemoDataset());

  it('answers the redirect query with typed rows in every language', async () => {
    const rows = await queryDataset(dataset, redirectsQuery, {});
    expectTypeOf(rows).toEqualTypeOf<RedirectsQueryResult>();
    expect(new Set(rows.map((row) => row.language))).toEqual(new Set(locales));
    const rules = redirectRulesOf(rows);
    expect(rules).toHaveLength(rows.length);
    for (const rule of rules) expect(rule.from).toMatch(/^\/(?:(?:de|fr|es)\/)?[a-z0-9]/);
    expect(rules.some((rule) => rule.external === true && rule.to.startsWith('https://'))).toBe(true);
  });

  it('gives the sitemap every slugged page in all four languages, quickly', async () => {
    const started = performance.now();
    const content = await queryDataset(dataset, sitemapContentQuery, {});
    const elapsed = performance.now() - started;
    const pages = contentSitemapPages(content);
    const linked = new Set(content.groups.flatMap((group) => group.ids ?? []));
    expect(content.documents.every((doc) => linked.has(doc._id))).toBe(true);
    expect(pages.length).toBe(content.documents.length / 4 + Math.ceil(content.blogPosts.en / 6) - 1);
    expect(pages.some((page) => page.alternates.de.startsWith('/de/blog/'))).toBe(true);
    expect(elapsed).toBeLessThan(1_000); // a join in GROQ (references() per document) took ~0.4 s
  });

  it('serves every image asset the dataset references', async () => {
    const assets = dataset.byType.get('sanity.imageAsset') ?? [];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const url = String(asset.url);
      const file = url.split('/').at(-1) ?? '';
      expect(url).toBe(`/api/content/images/local/demo/${file}`);
      expect(existsSync(join(datasetImagesDir, file))).toBe(true);
    }
    const first = String(assets[0]?.url);
    const response = await imageResponse(
      first.replace('/api/content/images/', '').split('/'),
      new Request(`http://site.test${first}?w=320&fm=webp`),
    );
    expect(response.status).toBe(200);
  });
});
