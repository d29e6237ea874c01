import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { generalCatalogId } from './catalogue-model';
import { generateDemoCatalogue } from './generate-demo-catalogue';

const catalogue = generateDemoCatalogue({ products: 2000 });
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

describe('demo catalogue: slugs, catalogs, popularity, images', () => {
  it('translates product slugs: a different, natural slug per language', () => {
    for (const product of catalogue.products) {
      const base = product.slug.en;
      expect(product.slug).toEqual({
        en: base,
        de: `${base}-samen`,
        fr: `graines-${base}`,
        es: `semillas-${base}`,
      });
    }
  });

  it('gives about 5 % of products former slugs that clash with no current slug of the language', () => {
    const renamed = catalogue.products.filter((product) => product.formerSlug !== null);
    expect(renamed.length / catalogue.products.length).toBeGreaterThan(0.03);
    expect(renamed.length / catalogue.products.length).toBeLessThan(0.07);
    for (const locale of locales) {
      const all = catalogue.products.flatMap((product) => [
        product.slug[locale],
        ...(product.formerSlug === null ? [] : [product.formerSlug[locale]]),
      ]);
      expect(new Set(all).size, locale).toBe(all.length);
      for (const slug of all) expect(slug).toMatch(kebab);
    }
  });

  it('has the general catalog with translated slugs and one catalog per seed bank', () => {
    const [general, ...banks] = catalogue.catalogs;
    expect(general?.id).toBe(generalCatalogId);
    expect(general?.slug).toEqual({
      en: 'cannabis-seeds',
      de: 'cannabis-samen',
      fr: 'graines-de-cannabis',
      es: 'semillas-de-cannabis',
    });
    expect(banks.map((catalog) => catalog.seedBankId)).toEqual(catalogue.seedBanks.map((bank) => bank.id));
    for (const catalog of banks) {
      const bank = catalogue.seedBanks.find((candidate) => candidate.id === catalog.seedBankId);
      for (const locale of locales) expect(catalog.slug[locale]).toBe(bank?.slug);
    }
  });

  it('skews popularity: bestsellers sell far more than the median strain', () => {
    const sorted = catalogue.products.map((product) => product.popularity).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const top = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
    expect(median).toBeGreaterThan(0);
    expect(top).toBeGreaterThan(median * 10);
    const bestsellers = catalogue.products.filter((product) => product.attributes.badges.includes('bestseller'));
    const bestsellerMedian = bestsellers.map((p) => p.popularity).sort((a, b) => a - b)[bestsellers.length >> 1] ?? 0;
    expect(bestsellerMedian).toBeGreaterThan(median * 10);
  });

  it('gives every product three images', () => {
    expect(catalogue.products.every((product) => product.imageCount === 3)).toBe(true);
  });
});
