import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { runLake, type Lake } from './support/lake';

/**
 * A promotion changes prices: an editor publishes a promotion whose pricing rule takes 20 % off one
 * seed bank → within 5 s the listing, the product page and a shopper's cart show the discounted price
 * beside the original, struck through, and the promotion's badge → the promotion is unpublished →
 * the prices return. And the cached (static) home page follows too: on publish, and by itself when the
 * rule's window ends. The path is the real one: the lake's actions API (what the Studio's Publish calls), its
 * signed webhook to the shop's price-rule sync and then to the storefront's revalidation.
 */

/**
 * A publish shows within 5 s: each latency is measured and reported (annotation and log; the
 * figures go to bench/README.md). The test fails above 15 s: a page load here is part of each
 * measurement, and a loaded CI machine runs 2–4× slower than a quiet one, while a purge that did
 * not happen leaves the old price for the page's whole cache lifetime (the home page's 300 s) or
 * for good.
 */
const publishToPriceTargetMs = 5_000;
const publishToPriceLimitMs = 15_000;

// The second test discounts everything for a while: the tests must not overlap.
test.describe.configure({ mode: 'serial' });

interface Product {
  readonly name: string;
  readonly slug: string;
  readonly url: string;
  readonly priceFromCents: number;
}

const euros = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(cents / 100);
/** The engine's percentage: round half up to the cent. */
const twentyOff = (cents: number) => Math.floor((2 * cents * 80 + 100) / 200);

async function json(request: APIRequestContext, url: string): Promise<Record<string, unknown>> {
  const response = await request.get(url, { headers: { 'Accept-Language': 'en' } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A seed bank with products, and its first product as the shop lists it. */
async function seedBankWithProduct(request: APIRequestContext): Promise<{ bank: string; product: Product }> {
  const banks = (await json(request, '/api/shop/catalogue/seed-banks')).seed_banks as { slug: string }[];
  for (const { slug } of banks) {
    const items = (await json(request, `/api/shop/catalogue/products?seed_bank=${slug}&per_page=1&sort=price-asc`))
      .items as {
      name: string;
      slug: string;
      price_from_cents: number;
      discount?: unknown;
      path: { catalog: { en: string }; category: { en: string }; product: { en: string } };
    }[];
    const item = items[0];
    if (item === undefined || item.discount) continue;
    const url = `/${item.path.catalog.en}/${item.path.category.en}/${item.path.product.en}`;
    return {
      bank: slug,
      product: { name: item.name, slug: item.slug, url, priceFromCents: item.price_from_cents },
    };
  }
  throw new Error('No seed bank with an undiscounted product');
}

/**
 * The lake's actions API as the editor (the Studio's Publish and Unpublish send these), over HTTPS
 * that trusts the lake's own certificate (never certificate checks turned off).
 */
async function act(lake: Lake, actions: readonly unknown[]): Promise<void> {
  const body = JSON.stringify({ actions });
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = httpsRequest(
      `${lake.url}/v2025-02-19/data/actions/production`,
      {
        method: 'POST',
        ca: readFileSync(join(lake.dataDir, 'tls', 'cert.pem')),
        headers: { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
  expect(answer.status, answer.text).toBe(200);
}

/**
 * Creates and publishes a pricing rule and a promotion (in `language`) that references it, as an
 * editor does in the Studio; ids `priceRule.{key}` and `promotion.{key}.{language}`.
 */
async function publishPromotion(
  lake: Lake,
  key: string,
  language: string,
  documents: { readonly rule: Record<string, unknown>; readonly promotion: Record<string, unknown> },
): Promise<void> {
  const ruleId = `priceRule.${key}`;
  const promotionId = `promotion.${key}.${language}`;
  await act(lake, [
    {
      actionType: 'sanity.action.document.create',
      publishedId: ruleId,
      attributes: { _id: `drafts.${ruleId}`, _type: 'priceRule', ...documents.rule },
    },
    {
      actionType: 'sanity.action.document.create',
      publishedId: promotionId,
      attributes: {
        _id: `drafts.${promotionId}`,
        _type: 'promotion',
        language,
        slug: { _type: 'slug', current: key },
        products: [],
        priceRule: { _type: 'reference', _ref: ruleId },
        ...documents.promotion,
      },
    },
    { actionType: 'sanity.action.document.publish', draftId: `drafts.${ruleId}`, publishedId: ruleId },
    { actionType: 'sanity.action.document.publish', draftId: `drafts.${promotionId}`, publishedId: promotionId },
  ]);
}

/** Deletes the promotion and unpublishes its rule (the end of a test). */
async function withdrawPromotion(lake: Lake, ruleId: string, promotionId: string): Promise<void> {
  await act(lake, [
    { actionType: 'sanity.action.document.delete', publishedId: promotionId, includeDrafts: [`drafts.${promotionId}`] },
    { actionType: 'sanity.action.document.unpublish', draftId: `drafts.${ruleId}`, publishedId: ruleId },
  ]);
}

/** Asks the shop (as the storefront does) until the product's listing price is `cents`. */
async function shopLatencyUntil(request: APIRequestContext, bank: string, cents: number, since: number) {
  let seen = 0;
  await expect(async () => {
    const items = (await json(request, `/api/shop/catalogue/products?seed_bank=${bank}&per_page=1&sort=price-asc`))
      .items as { price_from_cents: number }[];
    expect(items[0]?.price_from_cents).toBe(cents);
    seen = Date.now();
  }).toPass({ timeout: publishToPriceLimitMs + 5_000, intervals: [25] });
  return seen - since;
}

/** Reloads until `check` passes; the time from `since` to the first page that passed. */
async function latencyUntil(page: Page, url: string, since: number, check: () => Promise<void>): Promise<number> {
  let seen = 0;
  await expect(async () => {
    await page.goto(url);
    await check();
    seen = Date.now();
  }).toPass({ timeout: publishToPriceLimitMs + 5_000, intervals: [50] });
  return seen - since;
}

function report(testInfo: TestInfo, what: string, ms: number): void {
  console.info(`[promotion-pricing] ${what}: ${ms} ms`);
  const verdict = ms <= publishToPriceTargetMs ? 'within' : 'OVER';
  testInfo.annotations.push({
    type: 'publish-to-price latency',
    description: `${what}: ${ms} ms (${verdict} the ${publishToPriceTargetMs} ms target)`,
  });
  expect(ms, `${what}: publish to price`).toBeLessThanOrEqual(publishToPriceLimitMs);
}

test('a published promotion lowers a seed bank’s prices on listing and product page, and they return on unpublish', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const lake = runLake();
  const { bank, product } = await seedBankWithProduct(request);
  const listingUrl = `/cannabis-seeds?seed_bank=${bank}&sort=price-asc`;
  const discounted = twentyOff(product.priceFromCents);
  const key = `e2e-${randomUUID().slice(0, 8)}`;
  const ruleId = `priceRule.${key}`;
  const promotionId = `promotion.${key}.en`;
  const badge = '−20 % e2e';
  const now = Date.now();

  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.name, exact: true }) });
  const cartUnitPrice = page
    .getByTestId('cart-lines')
    .getByTestId('cart-line')
    .first()
    .getByTestId('cart-line-unit-price');
  const listingShowsDiscount = async () => {
    await expect(card.locator('s')).toHaveText(euros(product.priceFromCents), { timeout: 100 });
    await expect(card).toContainText(`from ${euros(discounted)}`, { timeout: 100 });
    await expect(card.getByTestId('promotion-badge')).toContainText(badge, { timeout: 100 });
  };
  const listingShowsCataloguePrice = async () => {
    await expect(card).toContainText(`from ${euros(product.priceFromCents)}`, { timeout: 100 });
    await expect(card.locator('s')).toHaveCount(0, { timeout: 100 });
    await expect(card.getByTestId('promotion-badge')).toHaveCount(0, { timeout: 100 });
  };
  const productShowsDiscount = async () => {
    const original = page.getByTestId('product-original-price');
    await expect(original).toBeVisible({ timeout: 100 });
    await expect(page.getByTestId('promotion-badge')).toContainText(badge, { timeout: 100 });
    const cents = async (testId: string) =>
      Math.round(Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, '')) * 100);
    expect(await cents('product-price')).toBe(twentyOff(await cents('product-original-price')));
  };
  const productShowsCataloguePrice = async () => {
    await expect(page.getByTestId('product-price')).toBeVisible({ timeout: 100 });
    await expect(page.getByTestId('product-original-price')).toHaveCount(0, { timeout: 100 });
    await expect(page.getByTestId('promotion-badge')).toHaveCount(0, { timeout: 100 });
  };

  await test.step('before: catalogue prices', async () => {
    await page.goto(listingUrl);
    await listingShowsCataloguePrice();
  });

  // More pages of the same shopper, so listing, product page and cart are measured against the
  // same publish.
  const productPage = await page.context().newPage();
  const cartPage = await page.context().newPage();
  const cartPageUnitPrice = cartPage
    .getByTestId('cart-lines')
    .getByTestId('cart-line')
    .first()
    .getByTestId('cart-line-unit-price');
  const productCheck = {
    discount: async () => {
      const view = productPage.getByTestId('product-original-price');
      await expect(view).toBeVisible({ timeout: 100 });
      await expect(productPage.getByTestId('promotion-badge')).toContainText(badge, { timeout: 100 });
    },
    catalogue: async () => {
      await expect(productPage.getByTestId('product-price')).toBeVisible({ timeout: 100 });
      await expect(productPage.getByTestId('product-original-price')).toHaveCount(0, { timeout: 100 });
    },
  };

  await test.step('the shopper has the product’s cheapest pack in the cart', async () => {
    const detail = await json(request, `/api/shop/catalogue/products/${product.slug}`);
    const variants = detail.variants as { id: string; price_cents: number; in_stock: boolean }[];
    const cheapest = variants.filter((variant) => variant.in_stock).sort((a, b) => a.price_cents - b.price_cents)[0];
    if (cheapest === undefined) throw new Error(`${product.name} has no pack in stock`);
    // Through the page's own context: the gateway keeps the cart in this browser's cookie.
    const added = await page.request.post('/api/shop/cart/lines', {
      data: { variant_id: cheapest.id, quantity: 1 },
      headers: { 'Accept-Language': 'en' },
    });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/cart/checkout');
    await expect(cartUnitPrice.locator('s')).toHaveCount(0);
    await expect(cartUnitPrice).toHaveText(euros(cheapest.price_cents));
  });

  let published = 0;
  await test.step('publish a promotion with 20 % off the seed bank', async () => {
    published = Date.now();
    await publishPromotion(lake, key, 'en', {
      rule: {
        title: `E2E: 20 % off ${bank}`,
        discountType: 'percent',
        percentOff: 20,
        scope: 'seedBanks',
        seedBanks: [bank],
        startsAt: new Date(now - 60 * 60_000).toISOString(),
        endsAt: new Date(now + 60 * 60_000).toISOString(),
      },
      promotion: {
        title: 'E2E seed bank sale',
        badge,
        summary: 'Twenty per cent off one seed bank.',
        startsAt: new Date(now - 60 * 60_000).toISOString(),
        endsAt: new Date(now + 60 * 60_000).toISOString(),
      },
    });
  });

  await test.step('the listing and the product page show the discounted and the struck-through price', async () => {
    report(testInfo, 'publish → shop API', await shopLatencyUntil(request, bank, discounted, published));
    const [listing, productView, cartView] = await Promise.all([
      latencyUntil(page, listingUrl, published, listingShowsDiscount),
      latencyUntil(productPage, product.url, published, productCheck.discount),
      latencyUntil(cartPage, '/cart/checkout', published, async () => {
        await expect(cartPageUnitPrice.locator('s')).toBeVisible({ timeout: 100 });
      }),
    ]);
    report(testInfo, 'publish → listing', listing);
    report(testInfo, 'publish → product page', productView);
    report(testInfo, 'publish → cart', cartView);
    await page.goto(product.url);
    await productShowsDiscount();
  });

  await test.step('the cart prices the line with the engine’s 20 % off', async () => {
    const answer = await (await page.request.get('/api/shop/cart', { headers: { 'Accept-Language': 'en' } })).json();
    const line = (answer as { lines: { unit_price_cents: number; original_unit_price_cents: number }[] }).lines[0];
    expect(line?.unit_price_cents).toBe(twentyOff(line?.original_unit_price_cents ?? 0));
    await page.goto('/cart/checkout');
    await expect(cartUnitPrice).toContainText(euros(line?.unit_price_cents ?? 0));
  });

  let unpublished = 0;
  await test.step('unpublish the promotion', async () => {
    unpublished = Date.now();
    await act(lake, [
      { actionType: 'sanity.action.document.unpublish', draftId: `drafts.${promotionId}`, publishedId: promotionId },
    ]);
  });

  await test.step('the catalogue prices return', async () => {
    report(
      testInfo,
      'unpublish → shop API',
      await shopLatencyUntil(request, bank, product.priceFromCents, unpublished),
    );
    const [listing, productView] = await Promise.all([
      latencyUntil(page, listingUrl, unpublished, listingShowsCataloguePrice),
      latencyUntil(productPage, product.url, unpublished, productCheck.catalogue),
    ]);
    report(testInfo, 'unpublish → listing', listing);
    report(testInfo, 'unpublish → product page', productView);
    await page.goto(product.url);
    await productShowsCataloguePrice();
    await page.goto('/cart/checkout');
    await expect(cartUnitPrice.locator('s')).toHaveCount(0);
  });

  await test.step('clean up', async () => {
    await withdrawPromotion(lake, ruleId, promotionId);
  });
});

test('the cached home page follows a promotion: its prices drop on publish and return by themselves when the window ends', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const lake = runLake();
  const key = `e2e-home-${randomUUID().slice(0, 8)}`;
  const ruleId = `priceRule.${key}`;
  const promotionId = `promotion.${key}.en`;
  const windowMs = 20_000;
  const published = Date.now();
  const endsAt = published + windowMs;
  const struck = page.getByRole('article').locator('s');

  await publishPromotion(lake, key, 'en', {
    rule: {
      title: 'E2E: 10 % off everything for 20 s',
      discountType: 'percent',
      percentOff: 10,
      scope: 'all',
      startsAt: new Date(published - 60_000).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    },
    promotion: {
      title: 'E2E flash sale',
      badge: '−10 %',
      summary: 'Ten per cent off for twenty seconds.',
      startsAt: new Date(published - 60_000).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
    },
  });

  // The webhook expires the home page (tag catalogue:prices) after the shop has synced.
  const shown = await latencyUntil(page, '/', published, async () => {
    await expect(struck.first()).toBeVisible({ timeout: 100 });
  });
  report(testInfo, 'publish → home page', shown);

  // No webhook at the end of the window: the page's revalidate time was cut to it.
  let returned = 0;
  await expect(async () => {
    await page.goto('/');
    await expect(struck).toHaveCount(0, { timeout: 100 });
    returned = Date.now();
  }).toPass({ timeout: windowMs + 20_000, intervals: [250] });
  const afterEnd = returned - endsAt;
  console.info(`[promotion-pricing] window end → home page at catalogue prices: ${afterEnd} ms`);
  testInfo.annotations.push({ type: 'window-end latency', description: `home page: ${afterEnd} ms` });
  expect(afterEnd).toBeGreaterThanOrEqual(0);

  await withdrawPromotion(lake, ruleId, promotionId);
});

test('in French, a coupon takes its discount in the cart and a shipping country adds its estimate', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lake = runLake();
  const key = `e2e-coupon-${randomUUID().slice(0, 8)}`;
  const code = key.toUpperCase();
  const ruleId = `priceRule.${key}`;
  const promotionId = `promotion.${key}.fr`;
  const now = Date.now();
  const frEuros = (cents: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const shopCart = async () =>
    (await (await page.request.get('/api/shop/cart', { headers: { 'Accept-Language': 'fr' } })).json()) as {
      total_cents: number;
      goods_total_cents: number;
      coupon: { code: string; valid: boolean; saving_cents: number } | null;
      discounts: { name: string; saving_cents: number }[];
      shipping: { cost_cents: number } | null;
    };

  await publishPromotion(lake, key, 'fr', {
    rule: {
      title: 'E2E: coupon, 15 % off everything',
      discountType: 'percent',
      percentOff: 15,
      scope: 'all',
      couponCode: code,
      startsAt: new Date(now - 60 * 60_000).toISOString(),
      endsAt: new Date(now + 60 * 60_000).toISOString(),
    },
    promotion: {
      title: 'Code de bienvenue E2E',
      badge: '−15 %',
      summary: 'Quinze pour cent avec le code.',
      startsAt: new Date(now - 60 * 60_000).toISOString(),
      endsAt: new Date(now + 60 * 60_000).toISOString(),
    },
  });

  try {
    await test.step('a pack in the cart', async () => {
      const { product } = await seedBankWithProduct(request);
      const detail = await json(request, `/api/shop/catalogue/products/${product.slug}`);
      const variant = (detail.variants as { id: string; in_stock: boolean }[]).find((item) => item.in_stock);
      if (variant === undefined) throw new Error(`${product.name} has no pack in stock`);
      const added = await page.request.post('/api/shop/cart/lines', {
        data: { variant_id: variant.id, quantity: 2 },
        headers: { 'Accept-Language': 'fr' },
      });
      expect(added.status(), await added.text()).toBe(200);
    });

    const couponField = page.getByRole('textbox', { name: 'Code promo' });
    await test.step('a wrong code is refused in French and stays in the field', async () => {
      await page.goto('/fr/cart/checkout');
      await couponField.fill('PAS-UN-CODE');
      await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
      await expect(
        page.getByText('Ce code promo n’existe pas.').or(page.getByText("Ce code promo n'existe pas.")),
      ).toBeVisible();
      await expect(couponField).toHaveValue('PAS-UN-CODE');
      expect((await shopCart()).coupon).toBeNull();
    });

    await test.step('the right code (in any case) takes 15 %, named in the totals', async () => {
      // The sync may still be on its way: the shop knows the code once the webhook has arrived.
      await expect(async () => {
        await page.goto('/fr/cart/checkout');
        await couponField.fill(code.toLowerCase());
        await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
        await expect(page.getByRole('button', { name: `Retirer le code ${code}` })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      const cart = await shopCart();
      expect(cart.coupon).toMatchObject({ code, valid: true });
      expect(cart.coupon?.saving_cents).toBeGreaterThan(0);
      const summary = page.getByTestId('cart-summary');
      await expect(summary).toContainText('Code de bienvenue E2E');
      await expect(summary).toContainText(frEuros(cart.coupon?.saving_cents ?? 0));
      await expect(page.getByTestId('cart-total')).toHaveText(frEuros(cart.total_cents));
    });

    await test.step('a shipping country adds its estimate to the total', async () => {
      await page.getByRole('combobox', { name: 'Pays de livraison' }).selectOption('ES');
      await expect.poll(async () => (await shopCart()).shipping).not.toBeNull();
      const cart = await shopCart();
      expect(cart.total_cents).toBe(cart.goods_total_cents + (cart.shipping?.cost_cents ?? 0));
      await expect(page.getByTestId('cart-total')).toHaveText(frEuros(cart.total_cents));
      await expect(page.getByTestId('cart-shipping')).toContainText(
        cart.shipping?.cost_cents === 0 ? 'Gratuite' : frEuros(cart.shipping?.cost_cents ?? 0),
      );
    });

    await test.step('removing the code removes its discount', async () => {
      await page.getByRole('button', { name: `Retirer le code ${code}` }).click();
      await expect(couponField).toBeVisible();
      await expect.poll(async () => (await shopCart()).coupon).toBeNull();
      await expect(page.getByTestId('cart-summary')).not.toContainText('Code de bienvenue E2E');
    });
  } finally {
    await withdrawPromotion(lake, ruleId, promotionId);
  }
});
