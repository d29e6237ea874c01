import { expect, test } from '@playwright/test';
import { hydrated } from './support/hydration';

// The home heading is the CMS home's first hero (demo-content/dataset), the navigation comes from the
// language's siteSettings document.
const homes = [
  { path: '/', lang: 'en-US', heading: 'Cannabis seeds from 20 seed banks, chosen with care', nav: 'Catalogue' },
  { path: '/de', lang: 'de-DE', heading: 'Cannabissamen von 20 Samenbanken, sorgfältig ausgewählt', nav: 'Katalog' },
  {
    path: '/fr',
    lang: 'fr-CA',
    heading: 'Des graines de cannabis de 20 banques, choisies avec soin',
    nav: 'Catalogue',
  },
  { path: '/es', lang: 'es-ES', heading: 'Semillas de cannabis de 20 bancos, elegidas con mimo', nav: 'Catálogo' },
] as const;

for (const home of homes) {
  test(`${home.path} serves the translated shell`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    await expect(page.getByRole('banner').getByRole('link', { name: home.nav }).last()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(5);
  });
}

test('/en/ui-page answers 308 to /ui-page', async ({ request }) => {
  const response = await request.get('/en/ui-page', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/ui-page');
});

test('a first visit to / follows Accept-Language, later the cookie wins', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'language');
  expect(cookie?.value).toBe('de');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // Close the German page first: its own later requests (link prefetches, islands) may still answer
  // with the German cookie and would overwrite the one set here.
  const url = page.url();
  await page.close();
  await context.addCookies([{ name: 'language', value: 'es', url }]);
  const later = await context.newPage();
  await later.goto('/');
  await expect(later).toHaveURL(/\/es$/);
  await context.close();
});

test('the page loads nothing from other hosts (fonts, icons, scripts are ours)', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL ?? '').origin) foreign.push(request.url());
  });
  await page.goto('/ui-page');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

test.describe('the main navigation on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the menu button opens it, Escape closes it, and a link in it navigates and closes it (German)', async ({
    page,
  }) => {
    await page.goto('/de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const button = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(nav).toBeHidden();
    await button.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Die 10 besten CBD-Sorten' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await button.click();
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(nav).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu button still opens it (French)', async ({ page }) => {
      const response = await page.goto('/fr');
      expect(response?.status()).toBe(200);
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    });
  });
});

test('on a wide screen the main navigation is a bar under the header, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/es');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
});

test('a site link navigates without reloading the document and prefetches on intent; a modified click leaves the page alone', async ({
  page,
}) => {
  await page.goto('/de');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const catalogue = page.getByRole('banner').getByRole('link', { name: 'Katalog' }).last();
  await hydrated(catalogue);
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] === '1') prefetches.push(new URL(request.url()).pathname);
  });
  // Hovering prefetches the page (once the document's listeners are in place).
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0);
      await catalogue.hover();
      return prefetches.includes('/de/cannabis-samen');
    })
    .toBe(true);
  await catalogue.click();
  await expect(page).toHaveURL(/\/de\/cannabis-samen$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // Ctrl-click opens the link elsewhere; this page stays where it is.
  const home = page.getByRole('link', { name: /Startseite/ }).first();
  await home.click({ modifiers: ['ControlOrMeta'] });
  await expect(page).toHaveURL(/\/de\/cannabis-samen$/);
});

test('a site link’s navigation shows the loading bar until the next page is there', async ({ page }) => {
  await page.goto('/de');
  const blog = page.getByRole('banner').getByRole('link', { name: 'Blog' }).last();
  await hydrated(blog);
  // The bar's code loads once the browser is idle after hydration.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await page.waitForLoadState('networkidle');
  await page.route(/\/de\/blog\?_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await blog.click();
  const bar = page.getByRole('progressbar', { name: 'Seite wird geladen' });
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/de\/blog$/);
  await expect(bar).toBeHidden();
});
