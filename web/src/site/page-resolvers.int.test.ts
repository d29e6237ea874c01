import { locales, type Locale } from '@seedshop/locales';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lakeQuery, requireLake } from '@/content/testing/lake';
import type { ResolveContext, ResolvedPage } from '@/routing/resolve';

/**
 * The content resolvers over the demo dataset in the lake: every document of every routed type
 * resolves in its language with the alternates of its translations, and the lists, paging and
 * 404 cases behave. The shop is replaced by a stand-in; outside Next, the client's cache options
 * do nothing, so every read goes to the lake.
 */

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const product = vi.hoisted(() => ({ id: 'prod-000000', slug: 'x' }));
vi.mock('@/catalogue/catalogue-api.server', async () => {
  const { wireProductDetail } = await import('@/catalogue/testing/product-detail-fixture');
  const { productDetailFromWire } = await import('@/catalogue/from-wire');
  const api = {
    product: async (slug: string) =>
      slug === product.slug
        ? { kind: 'found', value: productDetailFromWire(wireProductDetail({ id: product.id, slug })) }
        : { kind: 'missing' },
  };
  return { serverCatalogueApi: async () => api, publicCatalogueApi: () => api };
});

const { contentRouteResolvers } = await import('@/content/pages/content-resolvers');
const { pageResolvers } = await import('./page-resolvers');
const { resolvePath } = await import('@/routing/resolve');

const lakeDocuments = z.array(
  z.object({ _id: z.string(), _type: z.string(), language: z.unknown(), slug: z.unknown(), products: z.unknown() }),
);
type LakeDocument = z.infer<typeof lakeDocuments>[number];

/** The routed documents of the lake, with the fields these tests compare. */
async function routedDocuments(): Promise<LakeDocument[]> {
  requireLake();
  return lakeDocuments.parse(
    await lakeQuery(
      '*[_type in ["blogPost", "topic", "promotion", "topList"]] | order(_id asc){_id, _type, language, slug, products}',
    ),
  );
}

const documents = await routedDocuments();
const byId = new Map(documents.map((doc) => [doc._id, doc]));

function context(locale: Locale, params: Record<string, string> = {}): ResolveContext {
  return { locale, path: '/', segments: [], params, searchParams: new URLSearchParams() };
}

function slugOf(doc: LakeDocument): string {
  const slug: unknown = doc.slug;
  if (typeof slug !== 'object' || slug === null || !('current' in slug) || typeof slug.current !== 'string') {
    throw new Error(`${doc._id} has no slug`);
  }
  return slug.current;
}

function isLocaleString(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The documents of a type with their language and slug, and the slug of each translation. */
function translated(type: string) {
  return documents
    .filter((doc) => doc._type === type && isLocaleString(doc.language))
    .map((doc) => {
      const key = doc._id.slice(type.length + 1, doc._id.lastIndexOf('.'));
      const slugs = Object.fromEntries(
        locales.flatMap((locale) => {
          const version = byId.get(`${type}.${key}.${locale}`);
          return version ? [[locale, slugOf(version)]] : [];
        }),
      );
      return { doc, locale: isLocaleString(doc.language) ? doc.language : 'en', slug: slugOf(doc), slugs };
    });
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);

function hreflangs(page: ResolvedPage): Record<string, unknown> {
  const languages: unknown = page.metadata?.alternates?.languages;
  return typeof languages === 'object' && languages !== null ? { ...languages } : {};
}

describe.each([
  { type: 'blogPost', id: 'blogPost', path: (slug: string) => `/blog/${slug}` },
  { type: 'topic', id: 'topic', path: (slug: string) => `/topic/${slug}` },
  { type: 'promotion', id: 'promotion', path: (slug: string) => `/promotions/${slug}` },
  { type: 'topList', id: 'topList', path: (slug: string) => `/top-10-${slug}` },
] as const)('$type pages', ({ type, id, path }) => {
  const resolver = contentRouteResolvers[id];

  it('resolve every document in its language, linked to its translations by their own slugs', async () => {
    const entries = translated(type);
    expect(entries.length).toBeGreaterThanOrEqual(12);
    expect(entries.filter((entry) => Object.keys(entry.slugs).length === locales.length).length).toBeGreaterThanOrEqual(
      12,
    );
    for (const { locale, slug, slugs } of entries) {
      const page = await resolver(context(locale, { slug }));
      expect(page, `${type} ${locale} ${slug}`).not.toBeNull();
      if (page === null) continue;
      for (const other of locales) {
        const otherSlug = slugs[other];
        if (otherSlug !== undefined) expect(page.alternates[other]).toBe(`${prefix(other)}${path(otherSlug)}`);
      }
      expect(page.metadata?.alternates?.canonical).toBe(`${prefix(locale)}${path(slug)}`);
      // hreflang names the languages the document exists in (all four for the demo content).
      expect(Object.keys(hreflangs(page)).sort()).toEqual([...Object.keys(slugs), 'x-default'].sort());
    }
  });

  it('answer no page for an unknown slug or another language’s slug', async () => {
    expect(await resolver(context('en', { slug: 'no-such-document' }))).toBeNull();
    const english = translated(type).find((entry) => entry.locale === 'en' && entry.slugs.de !== entry.slug);
    if (english) expect(await resolver(context('de', { slug: english.slug }))).toBeNull();
  });
});

describe('blog list', () => {
  it('has a page per six posts in every language; the page after the last is no page', async () => {
    for (const locale of locales) {
      const posts = translated('blogPost').filter((entry) => entry.locale === locale).length;
      const last = Math.ceil(posts / 6);
      expect(last).toBeGreaterThanOrEqual(2);
      expect(await contentRouteResolvers.blog(context(locale))).not.toBeNull();
      const page = await contentRouteResolvers.blogPage(context(locale, { page: String(last) }));
      expect(page?.alternates[locale]).toBe(`${prefix(locale)}/blog/page-${last}`);
      expect(await contentRouteResolvers.blogPage(context(locale, { page: String(last + 1) }))).toBeNull();
    }
  });
});

describe('info pages, lists and videos', () => {
  it('exist in every language with their fixed paths', async () => {
    const fixed = {
      contactUs: '/contact-us',
      imprint: '/imprint',
      payment: '/payment',
      privacy: '/privacy',
      shipping: '/shipping',
      terms: '/terms',
      videos: '/videos',
      promotions: '/promotions',
      topics: '/topic',
    } as const;
    for (const [id, path] of Object.entries(fixed) as [keyof typeof fixed, string][]) {
      for (const locale of locales) {
        const page = await contentRouteResolvers[id](context(locale));
        expect(page?.alternates, `${id} ${locale}`).toEqual({
          en: path,
          de: `/de${path}`,
          fr: `/fr${path}`,
          es: `/es${path}`,
        });
      }
    }
  });
});

describe('promotion product pages', () => {
  const promotion = translated('promotion').find((entry) => entry.locale === 'de');
  const ids: unknown = promotion?.doc.products;
  const firstId = Array.isArray(ids) && typeof ids[0]?.productId === 'string' ? ids[0].productId : null;

  it('show a product of the promotion, linked to the promotion in every language', async () => {
    if (!promotion || firstId === null) throw new Error('The demo dataset has no promotion with products');
    product.id = firstId;
    product.slug = 'lemon-haze-auto-samen';
    const page = await contentRouteResolvers.promotionProduct(
      context('de', { slug: promotion.slug, product: 'lemon-haze-auto-samen' }),
    );
    expect(page?.alternates.de).toBe(`/de/promotions/${promotion.slug}/lemon-haze-auto-samen`);
    expect(page?.alternates.fr).toBe(`/fr/promotions/${promotion.slugs.fr}/graines-lemon-haze-auto`);
    // The canonical URL is the product's catalogue page.
    expect(page?.metadata?.alternates?.canonical).toBe('/de/cannabis-samen/autoflowering-samen/lemon-haze-auto-samen');
  });

  it('is no page for a product outside the promotion', async () => {
    if (!promotion) throw new Error('The demo dataset has no promotion');
    product.id = 'prod-999999';
    product.slug = 'lemon-haze-auto-samen';
    expect(
      await contentRouteResolvers.promotionProduct(
        context('de', { slug: promotion.slug, product: 'lemon-haze-auto-samen' }),
      ),
    ).toBeNull();
  });
});

describe('the catch-all chain', () => {
  it('serves content routes and answers 404 for a missing translation', async () => {
    const post = translated('blogPost').find((entry) => entry.locale === 'fr');
    if (!post) throw new Error('no French post');
    const found = await resolvePath('fr', `/blog/${post.slug}`, new URLSearchParams(), pageResolvers);
    expect(found.kind).toBe('page');
    const wrong = await resolvePath('es', `/blog/${post.slug}`, new URLSearchParams(), pageResolvers);
    expect(wrong.kind).toBe(post.slugs.es === post.slug ? 'page' : 'not-found');
  });
});
