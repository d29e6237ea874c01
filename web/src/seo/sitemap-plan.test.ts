import { describe, expect, it } from 'vitest';
import { alternatesOf } from '@/routing/paths';
import { chunkEntries, PAGES_PER_CHUNK, planChunks, sitemapEntries, type SitemapSource } from './sitemap-plan';

describe('sitemap plan', () => {
  it('keeps every chunk within 50,000 URLs (12,500 pages in four languages)', () => {
    expect(PAGES_PER_CHUNK * 4).toBeLessThanOrEqual(50_000);
  });

  it('cuts the sources into chunks in order, a chunk spanning sources where needed', () => {
    expect(planChunks([3, 10, 4], 5)).toEqual([
      [
        { source: 0, offset: 0, limit: 3 },
        { source: 1, offset: 0, limit: 2 },
      ],
      [{ source: 1, offset: 2, limit: 5 }],
      [
        { source: 1, offset: 7, limit: 3 },
        { source: 2, offset: 0, limit: 2 },
      ],
      [{ source: 2, offset: 2, limit: 2 }],
    ]);
    expect(planChunks([0, 0])).toEqual([]);
    expect(planChunks([12, 100_000]).length).toBe(9);
  });

  it('lists a page once per language, each with all languages and x-default as alternates', () => {
    const entries = sitemapEntries({ alternates: alternatesOf('allSeedBanks') }, 'https://shop.example');
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://shop.example/all-seed-banks',
      'https://shop.example/de/all-seed-banks',
      'https://shop.example/fr/all-seed-banks',
      'https://shop.example/es/all-seed-banks',
    ]);
    expect(entries[2]?.alternates?.languages).toEqual({
      en: 'https://shop.example/all-seed-banks',
      de: 'https://shop.example/de/all-seed-banks',
      fr: 'https://shop.example/fr/all-seed-banks',
      es: 'https://shop.example/es/all-seed-banks',
      'x-default': 'https://shop.example/all-seed-banks',
    });
  });

  it('fetches exactly the pages of a chunk from their sources', async () => {
    const asked: string[] = [];
    const source = (name: string, count: number): SitemapSource => ({
      name,
      count: async () => count,
      pages: async (offset, limit) => {
        asked.push(`${name}:${offset}+${limit}`);
        return Array.from({ length: limit }, () => ({ alternates: alternatesOf('home') }));
      },
    });
    const sources = [source('a', 3), source('b', 10)];
    const chunk = planChunks([3, 10], 5)[1] ?? [];
    const entries = await chunkEntries(sources, chunk, 'https://shop.example');
    expect(asked).toEqual(['b:2+5']);
    expect(entries).toHaveLength(20);
  });
});
