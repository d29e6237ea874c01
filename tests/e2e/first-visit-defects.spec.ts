import { devices, expect, test } from '@playwright/test';

/**
 * Defects a first visit showed: an empty band under the heading of the contact page and the
 * imprint, an SVG as a product's share image, a prefetched page's hero preloaded into the listing,
 * the captcha badge floating over the page and filters filling a phone's first screen.
 */

for (const [locale, listing] of [
  ['en', '/cannabis-seeds'],
  ['de', '/de/cannabis-samen'],
] as const) {
  test(`${locale}: a product page shares a 1200×630 PNG, not an SVG`, async ({ page, request }) => {
    await page.goto(listing);
    await page.locator('#listing-results article').first().getByRole('link').first().click();
    const imageUrl = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(imageUrl).toMatch(new RegExp(`/api/share/products/${locale}/`));
    await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute('content', '630');
    const response = await request.get(new URL(imageUrl ?? '').pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}

for (const [locale, listing, home] of [
  ['en', '/cannabis-seeds', '/'],
  ['de', '/de/cannabis-samen', '/de'],
] as const) {
  test(`${locale}: only the page that shows a content image preloads it`, async ({ page }) => {
    test.setTimeout(120_000);
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) unused.push(message.text());
    });
    const contentImagePreloads = page.locator(
      'link[rel="preload"][as="image"][href*="/api/content/"], link[rel="preload"][as="image"][imagesrcset*="/api/content/"]',
    );
    // The home page shows its hero and preloads it.
    await page.goto(home);
    await expect(contentImagePreloads.first()).toBeAttached();
    // The listing shows no content image; the pages its links prefetch (the home page among them)
    // bring no preload of theirs along.
    await page.goto(listing);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_500); // the browser warns about an unused preload about 3 s after load
    await expect(contentImagePreloads).toHaveCount(0);
    expect(unused).toEqual([]);
  });
}

// A project's browser type cannot change inside a file: the phone's viewport, touch and user agent only.
const { defaultBrowserType: _chromium, ...pixel7 } = devices['Pixel 7'];

// The imprint opens with a quoted notice: its margin on top of the block's padding made a 64 px band.
for (const path of ['/contact-us', '/de/contact-us', '/imprint', '/de/imprint']) {
  test(`${path}: the text follows the heading without a wide empty band`, async ({ page }) => {
    await page.goto(path);
    const gap = await page.locator('main h1').evaluate((heading) => {
      const head = heading.parentElement ?? heading;
      const bottom = head.getBoundingClientRect().bottom;
      const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent === null || head.contains(parent) || (node.textContent ?? '').trim() === '') continue;
        if (!(head.compareDocumentPosition(parent) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
        return parent.getBoundingClientRect().top - bottom;
      }
      return Infinity;
    });
    expect(gap).toBeLessThanOrEqual(48);
  });
}

test.describe('on a phone', () => {
  test.use(pixel7);

  test('the "Protected by ALTCHA" badge sits in its form and covers nothing', async ({ page }) => {
    await page.goto('/de/contact-us');
    const badge = page.getByRole('link', { name: /ALTCHA/ });
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((link) => link.closest('form') !== null)).toBe(true);
    const positions = await badge.evaluate((link) => {
      const found: string[] = [];
      for (let node: Element | null = link; node !== null; node = node.parentElement) {
        found.push(getComputedStyle(node).position);
      }
      return found;
    });
    expect(positions.filter((position) => position === 'fixed' || position === 'sticky')).toEqual([]);
  });

  for (const path of ['/cannabis-seeds', '/de/cannabis-samen/feminisierte-samen']) {
    test(`${path}: the first product card starts on the first screen, under compact filters`, async ({ page }) => {
      await page.goto(path);
      const card = page.locator('#listing-results article').first();
      await expect(card).toBeVisible();
      const box = await card.boundingBox();
      const viewport = page.viewportSize();
      expect(box).not.toBeNull();
      // At least the top of the card (its picture) shows without scrolling.
      expect((box?.y ?? Infinity) + 120).toBeLessThan(viewport?.height ?? 0);
    });
  }
});

// "Ajouter au panier" was wider than a card in a phone's two columns and ran out of it, clipped.
test.describe('on a 390 px phone', () => {
  test.use({ ...pixel7, viewport: { width: 390, height: 844 } });

  for (const path of ['/fr/graines-de-cannabis', '/es/semillas-de-cannabis', '/de/cannabis-samen']) {
    test(`${path}: every card's buttons stay inside the card`, async ({ page }) => {
      await page.goto(path);
      const cards = page.locator('#listing-results article');
      await expect(cards.first().getByRole('button', { name: /panier|carrito|Warenkorb/ })).toBeEnabled();
      const overflows = await cards.evaluateAll((articles) =>
        articles.flatMap((article) => {
          const edge = article.getBoundingClientRect();
          return [...article.querySelectorAll('button')]
            .map((button) => button.getBoundingClientRect())
            .filter((box) => box.width > 0 && (box.left < edge.left || box.right > edge.right))
            .map((box) => `${article.querySelector('h3')?.textContent}: ${Math.round(box.right - edge.right)} px`);
        }),
      );
      expect(overflows).toEqual([]);
    });
  }
});
