import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  contentDoc,
  contentKeys,
  firstBlockHeading,
  htmlLangs,
  locales,
  localized,
  message,
  productIds,
  slugOf,
  text,
  type Locale,
} from './support/content-dataset';

/**
 * The CMS pages in all four languages (demo dataset in demo-content/dataset), the language switch
 * between translated slugs, blog paging, CMS redirects, the sitemap's alternates and neutralised
 * Portable Text links. Expected copy is read from the dataset and the UI catalogues.
 */

interface ContentRoute {
  readonly name: string;
  /** The locale-neutral path and the page's `<h1>` in one language. */
  readonly page: (locale: Locale, request: APIRequestContext) => Promise<{ path: string; heading: string }>;
}

const first = (type: string): string => {
  const key = contentKeys(type)[0];
  if (key === undefined) throw new Error(`The demo dataset has no ${type}`);
  return key;
};

const titled = (type: string, key: string, route: (slug: string) => string) => async (locale: Locale) => {
  const doc = contentDoc(type, key, locale);
  return { path: route(slugOf(doc)), heading: text(doc, 'title') };
};

const fixed = (path: string, messageId: string) => async (locale: Locale) => ({
  path,
  heading: message(locale, messageId),
});

/** A product's name and slug in one language, from the shop API the storefront uses. */
async function productIn(request: APIRequestContext, locale: Locale, id: string) {
  const response = await request.get('/api/shop/catalogue/products', {
    params: { ids: id },
    headers: { 'Accept-Language': locale },
  });
  expect(response.ok(), `product ${id}`).toBe(true);
  const body: unknown = await response.json();
  const item: unknown =
    typeof body === 'object' && body !== null && 'items' in body && Array.isArray(body.items) ? body.items[0] : null;
  if (typeof item !== 'object' || item === null || !('name' in item) || !('slug' in item)) {
    throw new Error(`The shop does not list ${id}`);
  }
  return { name: String(item.name), slug: String(item.slug) };
}

const promotionKey = first('promotion');

const routes: readonly ContentRoute[] = [
  {
    name: 'home',
    page: async (locale) => ({ path: '/', heading: firstBlockHeading(contentDoc('home', 'main', locale)) }),
  },
  { name: 'blog', page: fixed('/blog', 'pageTitle.tipsAndInspiration') },
  { name: 'blog page 2', page: fixed('/blog/page-2', 'pageTitle.tipsAndInspiration') },
  { name: 'blog post', page: titled('blogPost', 'germination', (slug) => `/blog/${slug}`) },
  { name: 'topics', page: fixed('/topic', 'pageTitle.themedWorlds') },
  { name: 'topic', page: titled('topic', first('topic'), (slug) => `/topic/${slug}`) },
  { name: 'promotions', page: fixed('/promotions', 'pageTitle.promotions') },
  { name: 'promotion', page: titled('promotion', promotionKey, (slug) => `/promotions/${slug}`) },
  {
    name: 'promotion product',
    page: async (locale, request) => {
      const promotion = contentDoc('promotion', promotionKey, locale);
      const [id] = productIds(promotion, 'products');
      if (id === undefined) throw new Error('The promotion has no products');
      const product = await productIn(request, locale, id);
      return { path: `/promotions/${slugOf(promotion)}/${product.slug}`, heading: product.name };
    },
  },
  { name: 'top-10 list', page: titled('topList', first('topList'), (slug) => `/top-10-${slug}`) },
  { name: 'videos', page: fixed('/videos', 'pageTitle.videoOverview') },
  ...['contact-us', 'imprint', 'payment', 'privacy', 'shipping', 'terms'].map((kind) => ({
    name: kind,
    page: async (locale: Locale) => ({ path: `/${kind}`, heading: text(contentDoc('page', kind, locale), 'title') }),
  })),
];

for (const route of routes) {
  test(`${route.name} renders in all four languages with that language's copy`, async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const locale of locales) {
      const { path, heading } = await route.page(locale, request);
      const url = localized(locale, path);
      const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html'), url).toHaveAttribute('lang', htmlLangs[locale]);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading);
      await expect(page.locator('link[rel="canonical"]'), url).toHaveCount(1);
    }
  });
}

test('a promotion product page names its promotion and points its canonical at the catalogue', async ({
  page,
  request,
}) => {
  const promotion = contentDoc('promotion', promotionKey, 'de');
  const [id] = productIds(promotion, 'products');
  if (id === undefined) throw new Error('The promotion has no products');
  const product = await productIn(request, 'de', id);
  await page.goto(`/de/promotions/${slugOf(promotion)}/${product.slug}`);
  await expect(page.getByRole('complementary').getByText(text(promotion, 'title'))).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/de/cannabis-samen/[^/]+/${product.slug}$`),
  );

  const outside = await request.get(`/de/promotions/${slugOf(promotion)}/kein-produkt-dieser-aktion`);
  expect(outside.status()).toBe(404);
});

async function switchTo(page: Page, language: string): Promise<void> {
  const switcher = page
    .getByRole('banner')
    .locator('details')
    .filter({ has: page.locator('[data-locale]') });
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: language }).click();
}

test('the language switcher moves between translations with different slugs', async ({ page }) => {
  const post = (locale: Locale) => contentDoc('blogPost', 'germination', locale);
  await page.goto(`/blog/${slugOf(post('en'))}`);
  for (const [locale, language] of [
    ['de', 'Deutsch'],
    ['fr', 'Français'],
    ['es', 'Español'],
  ] as const) {
    await switchTo(page, language);
    await expect(page).toHaveURL(new RegExp(`${localized(locale, `/blog/${slugOf(post(locale))}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(post(locale), 'title'));
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangs[locale]);
  }
  const hreflangs = page.locator('link[rel="alternate"][hreflang]');
  await expect(hreflangs).toHaveCount(5);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    new RegExp(`/de/blog/${slugOf(post('de'))}$`),
  );
});

test('the blog pages through six posts a page; a page beyond the last is a 404', async ({ page, request }) => {
  await page.goto('/de/blog');
  const pagination = page.getByRole('navigation', { name: message('de', 'blog.pagination') });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
  await expect(page.locator('main article')).toHaveCount(6);
  await pagination.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/de\/blog\/page-2$/);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
  await expect(pagination.locator('a[rel="prev"]')).toHaveAttribute('href', '/de/blog');

  // The last page is the highest number the page links show (a Studio spec running beside this one
  // may publish a post of its own for a while, which adds a page).
  const numbers = (await pagination.locator('a, [aria-current="page"]').allTextContents())
    .map((label) => Number(label.trim()))
    .filter((number) => Number.isInteger(number) && number > 0);
  const beyondPath = `/de/blog/page-${Math.max(...numbers) + 1}`;
  const beyond = await page.goto(beyondPath);
  expect(beyond?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText(`Seite nicht gefunden: ${beyondPath}`);

  const pageOne = await request.get('/blog/page-1');
  expect(pageOne.status()).toBe(404);
  expect(await pageOne.text()).toContain('Page Not Found: /blog/page-1');
});

test('CMS redirects answer with their status: permanent 308, temporary 307, in the document language', async ({
  request,
}) => {
  const delivery = await request.get('/delivery', { maxRedirects: 0 });
  expect(delivery.status()).toBe(308);
  expect(delivery.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/shipping$/);

  const lieferung = await request.get('/de/lieferung', { maxRedirects: 0 });
  expect(lieferung.status()).toBe(308);
  expect(lieferung.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/de\/shipping$/);

  const external = await request.get('/consumer-rights', { maxRedirects: 0 });
  expect(external.status()).toBe(307);
  expect(external.headers().location).toBe(text(contentDoc('redirect', 'consumer-rights', 'en'), 'to'));
});

test('/sitemap.xml lists a blog post with its alternates in every language', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const post = (locale: Locale) =>
    `${origin}${localized(locale, `/blog/${slugOf(contentDoc('blogPost', 'germination', locale))}`)}`;
  const index = await (await request.get('/sitemap.xml')).text();
  const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const entries: string[] = [];
  for (const chunk of chunks) {
    const xml = await (await request.get(new URL(chunk).pathname)).text();
    entries.push(...(xml.match(/<url>[\s\S]*?<\/url>/g) ?? []));
  }
  const entry = entries.find((candidate) => candidate.includes(`<loc>${post('en')}</loc>`));
  expect(entry, `sitemap entry of ${post('en')}`).toBeDefined();
  for (const locale of locales) {
    expect(entry).toMatch(
      new RegExp(`hreflang="${locale}"\\s+href="${post(locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    );
  }
});

test('javascript:, data: and protocol-relative links in Portable Text arrive as plain text', async ({ page }) => {
  // The document comes from tests/e2e/fixtures/content-extra.ndjson, which the run's lake imports
  // on its first start (LAKE_IMPORT_EXTRA); a lake started by hand for E2E_BASE_URL needs it too.
  const response = await page.goto('/blog/e2e-hostile-link');
  expect(response?.status()).toBe(200);
  const article = page.locator('main article');
  for (const label of [
    'a plain javascript: link',
    'a mixed-case one',
    'one with a tab inside',
    'a data: URL',
    'a protocol-relative one',
  ]) {
    await expect(article.getByText(`click ${label}`)).toBeVisible();
    await expect(article.getByRole('link', { name: `click ${label}` })).toHaveCount(0);
  }
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*(javascript|data|vbscript):|^\/\//i.test(href))).toEqual([]);
  await expect(article.getByRole('link', { name: 'shipping information' })).toHaveAttribute('href', '/shipping');

  // English only: the other languages are 404 and not announced, the switcher falls back to their blog.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
  expect((await page.request.get('/de/blog/e2e-hostile-link')).status()).toBe(404);
  await switchTo(page, 'Deutsch');
  await expect(page).toHaveURL(/\/de\/blog$/);
});

test('the videos page carries a later video’s strains as ids and fetches their cards, in the page’s language, as they come near', async ({
  page,
}) => {
  const response = await page.goto(localized('fr', '/videos'), { waitUntil: 'domcontentloaded' });
  const html = (await response?.text()) ?? '';
  const videos = page.locator('article.kit-video');
  const firstCards = await videos.first().locator('.kit-card').count();
  // Only the first video's cards are in the HTML.
  expect(firstCards).toBeGreaterThan(0);
  expect(html.split('class="group kit-card"').length - 1).toBe(firstCards);

  const lastStrains = videos.last().locator('.kit-video-strains');
  await expect(lastStrains.locator('li[aria-hidden="true"]').first()).toBeAttached();
  await lastStrains.scrollIntoViewIfNeeded();
  const links = lastStrains.locator('a.kit-card-link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/fr\/graines-de-cannabis\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(lastStrains).toContainText('TVA');
});
