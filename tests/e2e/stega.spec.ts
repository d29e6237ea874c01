/**
 * Stega (Visual Editing's invisible edit links) belongs to draft mode only: the published HTML of
 * every kind of page, fetched as a shopper fetches it, holds none, in English and German. With draft
 * mode on (a preview secret, as the Studio's Presentation tool opens it) the content pages do carry
 * it, which shows that the scan finds it where it is.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentDoc, localized, slugOf, type Locale } from './support/content-dataset';
import { runLake, trustedLakeMutate } from './support/lake';
import { STEGA, stegaRuns } from './support/stega';

const languages = ['en', 'de'] as const satisfies readonly Locale[];

/** The content pages: each shows CMS text, so in draft mode each carries stega. */
function contentPages(locale: Locale): Record<string, string> {
  return {
    home: localized(locale, '/'),
    'content page': localized(locale, '/shipping'),
    'blog post': localized(locale, `/blog/${slugOf(contentDoc('blogPost', 'cbd-strains', locale))}`),
    topic: localized(locale, `/topic/${slugOf(contentDoc('topic', 'beginners', locale))}`),
    promotion: localized(locale, `/promotions/${slugOf(contentDoc('promotion', 'autumn-harvest', locale))}`),
    'top list': localized(locale, `/top-10-${slugOf(contentDoc('topList', 'cbd', locale))}`),
  };
}

async function shopJson(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** Every page type in one language: the content pages, the list pages, the catalogue, search, sign-in, legal. */
async function everyPage(request: APIRequestContext, locale: Locale): Promise<Record<string, string>> {
  const products = (await shopJson(request, '/api/shop/catalogue/products?per_page=1')).items as {
    path: Record<'catalog' | 'category' | 'product', Record<Locale, string>>;
  }[];
  const product = products[0];
  if (product === undefined) throw new Error('The shop lists no product');
  const banks = (await shopJson(request, '/api/shop/catalogue/seed-banks')).seed_banks as { slug: string }[];
  const bank = banks[0];
  if (bank === undefined) throw new Error('The shop has no seed bank');
  const { catalog, category } = product.path;
  return {
    ...contentPages(locale),
    'blog index': localized(locale, '/blog'),
    'topic index': localized(locale, '/topic'),
    'promotion index': localized(locale, '/promotions'),
    videos: localized(locale, '/videos'),
    listing: localized(locale, `/${catalog[locale]}/${category[locale]}`),
    product: localized(locale, `/${catalog[locale]}/${category[locale]}/${product.path.product[locale]}`),
    'seed bank': localized(locale, `/${bank.slug}`),
    'all seed banks': localized(locale, '/all-seed-banks'),
    search: localized(locale, '/search?q=lemon'),
    login: localized(locale, '/login'),
    account: localized(locale, '/account'),
    imprint: localized(locale, '/imprint'),
    privacy: localized(locale, '/privacy'),
    terms: localized(locale, '/terms'),
  };
}

for (const locale of languages) {
  test(`no published page carries stega (${locale}): every page type`, async ({ request }) => {
    test.setTimeout(120_000);
    const pages = await everyPage(request, locale);
    for (const [kind, path] of Object.entries(pages)) {
      const response = await request.get(path);
      expect(response.status(), `${kind} ${path}`).toBe(200);
      const html = await response.text();
      expect(stegaRuns(html), `${kind} ${path}: stega after`).toEqual([]);
    }
  });
}

test('in draft mode the content pages carry stega, which the scan finds', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const lake = runLake();
  // A preview secret as @sanity/preview-url-secret writes it for the Studio (a draft the storefront
  // looks up with its read token; valid for an hour).
  const secret = randomBytes(16).toString('hex');
  const secretId = `drafts.e2e-stega-${Date.now().toString(36)}`;
  await trustedLakeMutate(lake, [
    {
      createOrReplace: {
        _id: secretId,
        _type: 'sanity.previewUrlSecret',
        secret,
        source: 'e2e',
        studioUrl: lake.url,
        userId: 'e2e',
      },
    },
  ]);
  // Its own request context: the draft-mode cookie must not reach the other tests' requests.
  const draft = await playwright.request.newContext({ baseURL });
  try {
    const enable = await draft.get(`/api/draft-mode/enable?sanity-preview-secret=${secret}`, { maxRedirects: 0 });
    expect(enable.status(), await enable.text()).toBeGreaterThanOrEqual(300);
    expect(enable.status()).toBeLessThan(400);
    const cookie = enable
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0])
      .join('; ');
    expect(cookie).toContain('__prerender_bypass=');
    for (const locale of languages) {
      for (const [kind, path] of Object.entries(contentPages(locale))) {
        const response = await draft.get(path, { headers: { cookie } });
        expect(response.status(), `${kind} ${path}`).toBe(200);
        expect(await response.text(), `${kind} ${path} in draft mode`).toMatch(STEGA);
      }
    }
  } finally {
    await draft.dispose();
    await trustedLakeMutate(lake, [{ delete: { id: secretId } }]);
  }
});
