import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { registerAndConfirm, signIn, ui, type UiLocale } from './support/customer';

/**
 * The catalogue pages come from Next's cache, the same bytes for every visitor, and a change in the
 * shop purges exactly the pages that show the product: a price or stock change shows on its
 * product page and on a listing with it within 5 s, while another product's cached page stays.
 * A signed-in shopper's pages render per request (a product page holds their review form); the
 * cached page anonymous visitors get holds no shopper's data.
 */

/** The staff token the e2e server runs with (playwright.config.ts). */
const staffToken = process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef';
const staff = { Authorization: `Bearer ${staffToken}`, 'Content-Type': 'application/json' };

interface Pack {
  readonly id: string;
  readonly pack_size: number;
  readonly price_cents: number;
  readonly in_stock: boolean;
}

interface Product {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly url: string;
  readonly categoryUrl: string;
  readonly packs: readonly Pack[];
}

async function productAt(request: APIRequestContext, locale: UiLocale, index: number): Promise<Product> {
  const list = await request.get(`/api/shop/catalogue/products?per_page=1&page=${index}&sort=price-asc`, {
    headers: { 'Accept-Language': locale },
  });
  expect(list.status()).toBe(200);
  const slug = ((await list.json()) as { items: { slug: string }[] }).items[0]?.slug ?? '';
  return productBySlug(request, locale, slug);
}

async function productBySlug(request: APIRequestContext, locale: UiLocale, slug: string): Promise<Product> {
  const detail = await request.get(`/api/shop/catalogue/products/${slug}`, { headers: { 'Accept-Language': locale } });
  expect(detail.status()).toBe(200);
  const product = (await detail.json()) as {
    id: string;
    slug: string;
    name: string;
    path: Record<'catalog' | 'category' | 'product', Record<UiLocale, string>>;
    variants: Pack[];
  };
  const prefix = ui[locale].prefix;
  const categoryUrl = `${prefix}/${product.path.catalog[locale]}/${product.path.category[locale]}`;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    url: `${categoryUrl}/${product.path.product[locale]}`,
    categoryUrl,
    packs: product.variants,
  };
}

/** A product whose page does not show `other` among its similar products. */
async function unrelatedProduct(request: APIRequestContext, locale: UiLocale, other: Product, from: number) {
  for (let index = from; index < from + 20; index += 1) {
    const candidate = await productAt(request, locale, index);
    const similar = await request.get(`/api/shop/catalogue/products/${candidate.id}/similar?limit=8`, {
      headers: { 'Accept-Language': locale },
    });
    const ids = ((await similar.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    if (candidate.id !== other.id && !ids.includes(other.id)) return candidate;
  }
  throw new Error('no product without the other among its similar products');
}

const cacheState = (response: APIResponse) => response.headers()['x-nextjs-cache'];

/** Reads a page until Next answers it from its cache. */
async function cachedPage(request: APIRequestContext, url: string): Promise<APIResponse> {
  let response = await request.get(url);
  for (let attempt = 0; attempt < 5 && cacheState(response) !== 'HIT'; attempt += 1) {
    response = await request.get(url);
  }
  expect(response.status(), url).toBe(200);
  expect(cacheState(response), url).toBe('HIT');
  return response;
}

/** The price as the page writes it, without the currency: `43.21` in English, `43,21` in German. */
function priceDigits(locale: UiLocale, cents: number): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'de' ? text.replace('.', ',') : text;
}

const products = { en: 210, de: 250 } as const;

for (const locale of ['en', 'de'] as const) {
  test(`a price and a stock change show on the product's cached pages within 5 s, and another product's page stays cached (${locale})`, async ({
    request,
  }) => {
    const product = await productAt(request, locale, products[locale]);
    const other = await unrelatedProduct(request, locale, product, products[locale] + 1);
    // The cheapest pack in stock: its price is the "from" price of the product's card.
    const pack = product.packs.filter((item) => item.in_stock).sort((a, b) => a.price_cents - b.price_cents)[0];
    if (pack === undefined) throw new Error(`${product.name} has no pack in stock`);
    const search = `q=${encodeURIComponent(product.name)}`;
    const listing = `${product.categoryUrl}?${search}`;

    await test.step('the product page, a listing with it and another product page come from the cache', async () => {
      for (const url of [product.url, listing, other.url]) await cachedPage(request, url);
    });

    await test.step('staff lower the pack’s price', async () => {
      const answer = await request.put(`/api/shop/staff/variants/${pack.id}/price`, {
        headers: staff,
        data: { price_cents: pack.price_cents - 37 },
      });
      expect(answer.status()).toBe(200);
    });

    await test.step('within 5 s the product page and the listing show the shop’s new prices', async () => {
      const shown = (await productBySlug(request, locale, product.slug)).packs.find((item) => item.id === pack.id);
      expect(shown?.price_cents).toBeLessThan(pack.price_cents);
      const found = await request.get(`/api/shop/catalogue/products?${search}&per_page=48`, {
        headers: { 'Accept-Language': locale },
      });
      const items = ((await found.json()) as { items: { id: string; price_from_cents: number }[] }).items;
      const from = items.find((item) => item.id === product.id)?.price_from_cents ?? 0;
      const expected = [
        [product.url, priceDigits(locale, shown?.price_cents ?? 0)],
        [listing, priceDigits(locale, from)],
      ] as const;
      for (const [url, digits] of expected) {
        await expect
          .poll(async () => (await request.get(url)).text(), { timeout: 5_000, intervals: [250] })
          .toContain(digits);
      }
    });

    await test.step('the other product’s page was not rendered again', async () => {
      expect(cacheState(await request.get(other.url))).toBe('HIT');
    });

    await test.step('staff sell every pack out: within 5 s the product page says so', async () => {
      await cachedPage(request, product.url);
      for (const item of product.packs) {
        const answer = await request.put(`/api/shop/staff/variants/${item.id}/stock`, {
          headers: staff,
          data: { stock: 0 },
        });
        expect(answer.status()).toBe(200);
      }
      const soldOut = locale === 'de' ? 'Ausverkauft' : 'Sold out';
      await expect
        .poll(async () => (await request.get(product.url)).text(), { timeout: 5_000, intervals: [250] })
        .toContain(soldOut);
      expect(cacheState(await request.get(other.url))).toBe('HIT');
    });

    await test.step('staff restock the packs and restore the price', async () => {
      for (const item of product.packs) {
        await request.put(`/api/shop/staff/variants/${item.id}/stock`, { headers: staff, data: { stock: 25 } });
      }
      await request.put(`/api/shop/staff/variants/${pack.id}/price`, {
        headers: staff,
        data: { price_cents: pack.price_cents },
      });
    });
  });
}

test('search results and the seed-bank index come from the cache, one entry per canonical query', async ({
  request,
}) => {
  for (const url of [
    '/search?q=lemon',
    '/de/search?q=zitrone&sort=price-asc',
    '/all-seed-banks',
    '/de/all-seed-banks',
  ]) {
    await cachedPage(request, url);
  }
  // Tracking tags and another order of the same words and filters read the same entry. A journey
  // running beside this one may purge the entry in between (a price change, an order), so the pair
  // is tried again; the tracking value is new each time, so an address that made its own entry
  // would miss every time.
  const aliases = [
    ['/search?q=lemon', (tag: string) => `/search?utm_source=${tag}&q=lemon`],
    ['/de/search?q=zitrone&sort=price-asc', (tag: string) => `/de/search?sort=price-asc&q=zitrone&gclid=${tag}`],
  ] as const;
  let attempt = 0;
  for (const [canonical, alias] of aliases) {
    await expect(async () => {
      await cachedPage(request, canonical);
      attempt += 1;
      expect(cacheState(await request.get(alias(`mail-${attempt}`)))).toBe('HIT');
    }).toPass({ timeout: 30_000 });
  }
});

test('signed-in shoppers never get a page from the cache, and the cached page holds no shopper’s data', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const t = ui.en;
  const shoppers = ['Ada', 'Bo'].map((firstName) => ({
    email: `cache-${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Hanfblüte-im-Mai-2030',
    firstName: `${firstName}${randomUUID().slice(0, 4)}`,
    lastName: 'Cacheprobe',
  }));
  const product = await productAt(request, 'en', 230);
  const pack = product.packs.find((candidate) => candidate.in_stock);
  if (pack === undefined) throw new Error(`${product.name} has no pack in stock`);

  const pages = [];
  for (const shopper of shoppers) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerAndConfirm(page, request, t, shopper);
    await signIn(page, t, shopper.email, shopper.password);
    pages.push(page);
  }
  const [ada, bo] = pages;
  if (ada === undefined || bo === undefined) throw new Error('two shoppers');

  await test.step('the first shopper has a pack in the cart', async () => {
    const added = await ada.request.post('/api/shop/cart/lines', {
      data: { variant_id: pack.id, quantity: 2 },
      headers: { 'Accept-Language': 'en' },
    });
    expect(added.status(), await added.text()).toBe(200);
  });

  const bodies: string[] = [];
  for (const page of [ada, bo]) {
    const response = await page.goto(product.categoryUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-nextjs-cache'], 'a signed-in shopper’s page').toBeUndefined();
    bodies.push((await response?.text()) ?? '');
  }

  await test.step('an anonymous visitor gets the page from the cache, with no shopper’s name or address in it', async () => {
    const cached = await cachedPage(request, product.categoryUrl);
    const anonymous = await cached.text();
    for (const shopper of shoppers) {
      expect(anonymous).not.toContain(shopper.email);
      expect(anonymous).not.toContain(shopper.firstName);
    }
  });

  await test.step('each shopper’s page shows their own cart, never the other’s', async () => {
    await expect(ada.getByTestId('cart-count')).toHaveText('2');
    await expect(bo.getByTestId('cart-count')).toHaveCount(0);
    expect(bodies[1]).not.toContain(shoppers[0]?.firstName ?? '');
  });

  for (const page of pages) await page.context().close();
});
