/**
 * Product detail, similar products, path resolution with former slugs, redirects, seed banks,
 * suggestions and images — in the request language, against the demo catalogue.
 */
import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import {
  catalogueRedirects,
  productDetail,
  productList,
  resolveResponse,
  seedBankDetail,
  seedBankList,
  suggestResponse,
} from '../contract';
import { bodyOf, expectError, get } from '../testing/api-client';
import { demo, demoReviews } from '../testing/catalogue-oracle';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

const product = demo.products.find((candidate) => candidate.formerSlug !== null && candidate.categoryIds.length > 1);
if (product === undefined || product.formerSlug === null) throw new Error('the demo catalogue has no renamed product');
const formerSlug = product.formerSlug;
const category = (id: string) => demo.categories.find((candidate) => candidate.id === id);
const primary = category(product.categoryIds[0] ?? '');
const secondary = category(product.categoryIds[1] ?? '');
const other = demo.categories.find((candidate) => !product.categoryIds.includes(candidate.id));
const ownBank = demo.seedBanks.find((bank) => bank.id === product.seedBankId);
const otherBank = demo.seedBanks.find((bank) => bank.id !== product.seedBankId);

describe('GET /catalogue/products/{slug}', () => {
  it('answers in the request language with variants, attributes and three images', async () => {
    const response = await get(shop, `/catalogue/products/${product.slug.fr}`, { language: 'fr' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const detail = bodyOf(response, productDetail);
    expect(detail).toMatchObject({ id: product.id, name: product.name, slug: product.slug.fr });
    expect(detail.description).toBe(product.description.fr);
    expect(detail.path.product).toEqual(product.slug);
    expect(detail.images.map((image) => image.alt)).toEqual([
      `${product.name} – fleur`,
      `${product.name} – feuille`,
      `${product.name} – plant`,
    ]);
    expect(detail.variants.map((variant) => variant.pack_size)).toEqual([1, 3, 5, 10]);
    expect(detail.variants[0]?.saving_percent).toBe(0);
    expect(detail.variants[3]?.saving_percent).toBeGreaterThan(0);
    expect(detail.seed_bank.logo_url).toBe(`/api/shop/catalogue/images/seed-banks/${ownBank?.slug}.svg`);
    expect(detail.categories.map((node) => node.id)).toEqual(product.categoryIds);
    expect(detail.attributes.seed_type.label).not.toBe(detail.attributes.seed_type.key);
    // The demo reviews seeding added for this product.
    const stars = demoReviews.filter((review) => review.productId === product.id).map((review) => review.rating);
    expect(detail.rating).toMatchObject({
      count: stars.length,
      distribution: { 1: stars.filter((star) => star === 1).length, 5: stars.filter((star) => star === 5).length },
    });
  });

  it('redirects a former slug to the current one (301, API path) and 404s unknown or foreign slugs', async () => {
    const moved = await get(shop, `/catalogue/products/${formerSlug.de}`, { language: 'de' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/catalogue/products/${product.slug.de}`);
    expect(moved.body).toEqual({ location: `/catalogue/products/${product.slug.de}` });
    expectError(await get(shop, '/catalogue/products/no-such-strain'), 404);
    // Slugs are per language: the German slug is unknown in English.
    expectError(await get(shop, `/catalogue/products/${product.slug.de}`, { language: 'en' }), 404);
    expectError(await get(shop, '/catalogue/products/Not%20A%20Slug'), 404);
  });
});

describe('GET /catalogue/products/{id}/similar', () => {
  it('lists similar products, never the product itself, in a stable order', async () => {
    const first = bodyOf(await get(shop, `/catalogue/products/${product.id}/similar?limit=24`), productList);
    expect(first.items).toHaveLength(24);
    expect(first.items.map((item) => item.id)).not.toContain(product.id);
    const again = bodyOf(await get(shop, `/catalogue/products/${product.id}/similar?limit=24`), productList);
    expect(again.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    // Same seed type first: the catalogue has far more than 24 of each.
    for (const item of first.items) expect(item.seed_type).toBe(product.attributes.seedType);
    const standard = bodyOf(await get(shop, `/catalogue/products/${product.id}/similar`), productList);
    expect(standard.items.map((item) => item.id)).toEqual(first.items.slice(0, 8).map((item) => item.id));
  });

  it('refuses a limit above 24 and answers 404 for an unknown product', async () => {
    expectError(await get(shop, `/catalogue/products/${product.id}/similar?limit=25`), 422);
    expectError(await get(shop, '/catalogue/products/prod-999999/similar'), 404);
  });
});

describe('GET /catalogue/resolve', () => {
  const resolve = (path: string, language: string) =>
    get(shop, `/catalogue/resolve?path=${encodeURIComponent(path)}`, { language });

  it('names catalogs, categories and products by their slugs in the request language', async () => {
    const catalog = bodyOf(await resolve('/graines-de-cannabis', 'fr'), resolveResponse);
    expect(catalog).toMatchObject({ kind: 'catalog', catalog: { id: 'cannabis-seeds', slug: 'graines-de-cannabis' } });
    const node = bodyOf(await resolve(`/semillas-de-cannabis/${primary?.slug.es}`, 'es'), resolveResponse);
    expect(node).toMatchObject({ kind: 'category', category: { id: primary?.id } });
    const found = bodyOf(
      await resolve(`/cannabis-samen/${primary?.slug.de}/${product.slug.de}`, 'de'),
      resolveResponse,
    );
    expect(found).toMatchObject({
      kind: 'product',
      product: { id: product.id, slug: product.slug.de, slugs: product.slug },
    });
    // Also under its other category and its seed bank's catalog.
    expect((await resolve(`/cannabis-seeds/${secondary?.slug.en}/${product.slug.en}`, 'en')).status).toBe(200);
    expect((await resolve(`/${ownBank?.slug}/${primary?.slug.en}/${product.slug.en}`, 'en')).status).toBe(200);
  });

  it('answers 404 for unknown segments, a wrong category or seed bank, and foreign-language slugs', async () => {
    expectError(await resolve('/no-such-catalog', 'en'), 404);
    expectError(await resolve(`/cannabis-seeds/${other?.slug.en}/${product.slug.en}`, 'en'), 404);
    expectError(await resolve(`/${otherBank?.slug}/${primary?.slug.en}/${product.slug.en}`, 'en'), 404);
    expectError(await resolve(`/cannabis-samen/${primary?.slug.de}/${product.slug.de}`, 'en'), 404);
    expectError(await resolve('/cannabis-seeds/a/b/c', 'en'), 404);
    expectError(await resolve('/', 'en'), 404);
  });

  it('answers a former product slug with the current slugs in the request language', async () => {
    for (const locale of locales) {
      const response = await resolve(
        `/${demo.catalogs[0]?.slug[locale]}/${primary?.slug[locale]}/${formerSlug[locale]}`,
        locale,
      );
      expect(response.status).toBe(301);
      expect(response.body).toEqual({
        moved: {
          catalog: demo.catalogs[0]?.slug[locale],
          category: primary?.slug[locale],
          product: product.slug[locale],
        },
      });
      // No Location header: the storefront builds the path and decides how to redirect.
      expect(response.headers.get('location')).toBeNull();
    }
  });
});

describe('GET /catalogue/redirects', () => {
  it('lists every former slug in every language, from the old place to the current one', async () => {
    const { redirects } = bodyOf(await get(shop, '/catalogue/redirects'), catalogueRedirects);
    const renamed = demo.products.filter((candidate) => candidate.formerSlug !== null);
    expect(redirects).toHaveLength(renamed.length * locales.length);
    expect(redirects).toContainEqual({
      locale: 'fr',
      from: { catalog: 'graines-de-cannabis', category: primary?.slug.fr, product: formerSlug.fr },
      to: { catalog: 'graines-de-cannabis', category: primary?.slug.fr, product: product.slug.fr },
      permanent: true,
    });
    expect(redirects).toContainEqual({
      locale: 'en',
      from: { catalog: 'cannabis-seeds', category: primary?.slug.en, product: formerSlug.en },
      to: { catalog: 'cannabis-seeds', category: primary?.slug.en, product: product.slug.en },
      permanent: true,
    });
  });
});

describe('GET /catalogue/seed-banks', () => {
  it('lists seed banks A–Z with their product counts and logos', async () => {
    const { seed_banks: banks } = bodyOf(await get(shop, '/catalogue/seed-banks'), seedBankList);
    expect(banks.map((bank) => bank.name)).toEqual(
      demo.seedBanks.map((bank) => bank.name).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(banks.reduce((sum, bank) => sum + bank.product_count, 0)).toBe(demo.products.length);
    const first = banks[0];
    expect(first?.product_count).toBe(demo.products.filter((candidate) => candidate.seedBankId === first?.id).length);
  });

  it('shows one seed bank in the request language, 404 for an unknown one', async () => {
    const bank = demo.seedBanks[0];
    const detail = bodyOf(await get(shop, `/catalogue/seed-banks/${bank?.slug}`, { language: 'es' }), seedBankDetail);
    expect(detail).toMatchObject({
      slug: bank?.slug,
      description: bank?.description.es,
      founded_year: bank?.foundedYear,
    });
    expectError(await get(shop, '/catalogue/seed-banks/nobody'), 404);
  });
});

describe('GET /catalogue/suggest', () => {
  it('suggests at most six products and three seed banks while typing', async () => {
    const body = bodyOf(await get(shop, '/catalogue/suggest?q=al'), suggestResponse);
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.seed_banks.length).toBeGreaterThan(0);
    expect(body.seed_banks.length).toBeLessThanOrEqual(3);
    for (const bank of body.seed_banks) expect(bank.name.toLowerCase()).toMatch(/\bal/u);
    expect(body.did_you_mean).toBeNull();
  });

  it('corrects a typo, and refuses an empty query', async () => {
    const body = bodyOf(await get(shop, '/catalogue/suggest?q=amnezia'), suggestResponse);
    expect(body.did_you_mean).toBe('Amnesia');
    expect(body.products[0]?.name).toMatch(/Amnesia/u);
    expectError(await get(shop, '/catalogue/suggest?q='), 422);
    expectError(await get(shop, '/catalogue/suggest'), 422);
  });
});

describe('images', () => {
  it('serves three deterministic SVG views per product, cached for a year', async () => {
    const bodies = [];
    for (const number of [1, 2, 3]) {
      const response = await shop.app.request(`/catalogue/images/products/${product.id}/${number}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/u);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(3);
    const again = await shop.app.request(`/catalogue/images/products/${product.id}/1.svg`);
    expect(await again.text()).toBe(bodies[0]);
  });

  it('serves seed bank logos and 404s for anything else', async () => {
    const logo = await shop.app.request(`/catalogue/images/seed-banks/${ownBank?.slug}.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toMatch(/^<svg /u);
    for (const path of [
      `/catalogue/images/products/${product.id}/4.svg`,
      `/catalogue/images/products/${product.id}/1.png`,
      '/catalogue/images/products/prod-999999/1.svg',
      '/catalogue/images/seed-banks/nobody.svg',
    ]) {
      expectError(await get(shop, path), 404);
    }
  });
});
