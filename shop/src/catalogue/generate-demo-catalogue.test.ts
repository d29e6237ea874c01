import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { categoryIds, packSizes, thcLevelFor, type Range, type Variant } from './catalogue-model';
import { generateDemoCatalogue } from './generate-demo-catalogue';

const catalogue = generateDemoCatalogue();
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectRange(range: Range, min: number, max: number): void {
  expect(range.min).toBeGreaterThanOrEqual(min);
  expect(range.max).toBeLessThanOrEqual(max);
  expect(range.min).toBeLessThanOrEqual(range.max);
}

function expectUnique(values: string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

describe('generateDemoCatalogue', () => {
  it('is deterministic byte for byte and depends on the seed', () => {
    const again = generateDemoCatalogue();
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
    const other = generateDemoCatalogue({ seed: 43 });
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(catalogue));
  });

  it('produces the requested counts and four variants per product', () => {
    expect(catalogue.seedBanks).toHaveLength(20);
    expect(catalogue.products).toHaveLength(400);
    expect(catalogue.variants).toHaveLength(1600);
    expect(catalogue.categories.map((c) => c.id)).toEqual([...categoryIds]);
    const small = generateDemoCatalogue({ seed: 1, seedBanks: 3, products: 10 });
    expect([small.seedBanks.length, small.products.length, small.variants.length]).toEqual([3, 10, 40]);
  });

  it('keeps ids, names and slugs unique, slugs kebab-case per language', () => {
    expectUnique(catalogue.seedBanks.map((b) => b.id));
    expectUnique(catalogue.seedBanks.map((b) => b.name));
    expectUnique(catalogue.seedBanks.map((b) => b.slug));
    expectUnique(catalogue.products.map((p) => p.id));
    expectUnique(catalogue.products.map((p) => p.name));
    expectUnique(catalogue.variants.map((v) => v.id));
    for (const locale of locales) {
      expectUnique(catalogue.products.map((p) => p.slug[locale]));
      expectUnique(catalogue.categories.map((c) => c.slug[locale]));
      for (const slug of [...catalogue.products, ...catalogue.categories].map((x) => x.slug[locale])) {
        expect(slug).toMatch(kebab);
      }
    }
    for (const bank of catalogue.seedBanks) expect(bank.slug).toMatch(kebab);
  });

  it('links products to existing seed banks and categories', () => {
    const bankIds = new Set(catalogue.seedBanks.map((b) => b.id));
    for (const product of catalogue.products) {
      expect(bankIds.has(product.seedBankId)).toBe(true);
      expect(product.categoryIds).toContain(product.attributes.seedType);
    }
  });

  it('keeps grow attributes plausible and consistent', () => {
    for (const { attributes: a, name, categoryIds: cats, createdAt } of catalogue.products) {
      const { indica, sativa, ruderalis } = a.genotype;
      expect(indica + sativa + ruderalis).toBe(100);
      expect(Math.min(indica, sativa, ruderalis)).toBeGreaterThanOrEqual(0);
      if (a.seedType === 'autoflowering') {
        expectRange(a.floweringDays, 56, 77);
        expect(ruderalis).toBeGreaterThanOrEqual(15);
        expect(ruderalis).toBeLessThanOrEqual(30);
        expect(name).toContain('Auto');
      } else {
        expectRange(a.floweringDays, 49, 77);
        expect(ruderalis).toBe(0);
      }
      expect(a.heightOutdoorCm.min).toBeGreaterThanOrEqual(a.heightIndoorCm.min);
      expect(a.heightOutdoorCm.max).toBeGreaterThanOrEqual(a.heightIndoorCm.max);
      expectRange(a.heightIndoorCm, 1, 400);
      expectRange(a.yieldIndoorGPerM2, 1, 1000);
      expectRange(a.yieldOutdoorGPerPlant, 1, 1000);
      expect(a.thcPercent).toBeGreaterThanOrEqual(0.3);
      expect(a.thcPercent).toBeLessThanOrEqual(28);
      expect(a.thcLevel).toBe(thcLevelFor(a.thcPercent));
      if (cats.includes('cbd-rich')) {
        expect(a.thcPercent).toBeLessThan(1);
        expect(a.cbdPercent).toBeGreaterThanOrEqual(8);
        expect(a.cbdPercent).toBeLessThanOrEqual(18);
      }
      expect(a.growthAreas.length).toBeGreaterThan(0);
      expect(a.genetics.length).toBeGreaterThanOrEqual(2);
      for (const list of [a.effects, a.flavours, a.terpenes, a.growthAreas, a.badges]) {
        expect(new Set<string>(list).size).toBe(list.length);
      }
      expect(Number.isNaN(Date.parse(createdAt))).toBe(false);
    }
  });

  it('covers every seed type, CBD-rich and fast strains, badges and awards', () => {
    const all = catalogue.products;
    for (const id of categoryIds)
      expect(
        all.some((p) => p.categoryIds.includes(id)),
        id,
      ).toBe(true);
    for (const badge of ['new', 'bestseller', 'sale'] as const) {
      expect(
        all.some((p) => p.attributes.badges.includes(badge)),
        badge,
      ).toBe(true);
    }
    expect(all.some((p) => p.attributes.awards.length > 0)).toBe(true);
  });

  it('prices packs cheaper per seed as they grow and leaves some variants sold out', () => {
    const byProduct = new Map<string, Variant[]>();
    for (const v of catalogue.variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    for (const variants of byProduct.values()) {
      expect(variants.map((v) => v.packSize)).toEqual([...packSizes]);
      const perSeed = variants.map((v) => v.priceCents / v.packSize);
      for (let k = 1; k < perSeed.length; k += 1) expect(perSeed[k]).toBeLessThan(perSeed[k - 1] ?? 0);
    }
    for (const variant of catalogue.variants) {
      expect(variant.stock).toBeGreaterThanOrEqual(0);
      expect(variant.stock).toBeLessThanOrEqual(200);
    }
    expect(catalogue.variants.some((v) => v.stock === 0)).toBe(true);
  });
});
