import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe';
import { hydrated } from './support/hydration';

/**
 * Page-builder blocks on the demo home page, which holds one of every block type: the video loads
 * nothing from its provider before the click, the carousel and the gallery's lightbox work with
 * the keyboard, FAQ answers open natively, and the page has no serious accessibility violations.
 */

const videoHosts = /(?:youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)/;

/** Requests to video providers; answered locally so the test never needs the internet. */
async function recordVideoRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(videoHosts, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  return requests;
}

test('the home page renders every block in the page’s language', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Product cards link into the German catalogue; the editor's buttons keep the /de prefix.
  const productLinks = page.locator('main article h3 a[href^="/de/cannabis-samen/"]');
  expect(await productLinks.count()).toBeGreaterThan(4);
  await expect(page.getByText('Alle Preise inkl. MwSt., zzgl. Versand.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zum Katalog' })).toHaveAttribute('href', '/de/cannabis-samen');
  await expect(page.locator('main details').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Video abspielen: / })).toBeVisible();
});

test('a video loads nothing from its provider until the visitor presses play', async ({ page }) => {
  const requests = await recordVideoRequests(page);
  await page.goto('/');
  const play = page.getByRole('button', { name: /^Play video: / });
  await play.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await play.click();
  const player = page.locator('iframe[src*="youtube-nocookie.com/embed/"], iframe[src*="player.vimeo.com/video/"]');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('src', /autoplay=1/);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => /youtube-nocookie\.com|player\.vimeo\.com/.test(url))).toBe(true);
});

test('the product carousel pages with its buttons', async ({ page }) => {
  await page.goto('/');
  const next = page.getByRole('button', { name: 'Next products' });
  const previous = page.getByRole('button', { name: 'Previous products' });
  const listId = await next.getAttribute('aria-controls');
  expect(listId).toBeTruthy();
  const list = page.locator(`[id="${listId}"]`);
  await expect(previous).toBeDisabled();
  // The buttons are disabled until the page hydrates and measures the list.
  await expect(next).toBeEnabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(previous).toBeEnabled();
});

test('gallery images open in a lightbox that the keyboard drives', async ({ page }) => {
  await page.goto('/');
  // Before the gallery island hydrates, a thumbnail is a plain link to the full image (and Enter
  // follows it); the richer home page hydrates late on a loaded machine, sometimes after the network
  // is idle.
  const thumbnails = page.locator('a[data-gallery-index]');
  await hydrated(thumbnails.first());
  const count = await thumbnails.count();
  expect(count).toBeGreaterThan(1);
  await thumbnails.first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Image 1 of ${count}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', /\/api\/content\/images\//);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `Image 2 of ${count}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(thumbnails.first()).toBeFocused();
});

test('FAQ answers open natively and are published as FAQPage data', async ({ page }) => {
  await page.goto('/');
  const first = page.locator('main details').first();
  await expect(first).not.toHaveAttribute('open', '');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = jsonLd
    .map((text): unknown => JSON.parse(text))
    .find((data) => typeof data === 'object' && data !== null && '@type' in data && data['@type'] === 'FAQPage');
  expect(faq).toBeTruthy();
});

test('the home page with every block has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/fr');
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
