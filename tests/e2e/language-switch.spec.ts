import { expect, test } from '@playwright/test';

test('switching language keeps the visitor on the same page', async ({ page, context }) => {
  await page.goto('/ui-page?demo=1');
  const switcher = page
    .getByRole('banner')
    .locator('details')
    .filter({ has: page.locator('[data-locale]') });

  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/ui-page\?demo=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/ui-page\?demo=1$/);

  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/ui-page\?demo=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The choice is stored by a request of its own, which may answer after the page has changed.
  await expect.poll(async () => (await context.cookies()).find((entry) => entry.name === 'language')?.value).toBe('en');
});

test('the switcher works without JavaScript (Referer fallback)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/ui-page');
  await page.locator('summary').filter({ hasText: 'Español' }).first().click();
  await page.locator('a[data-locale="de"]').first().click();
  await expect(page).toHaveURL(/\/de\/ui-page$/);
  await context.close();
});

test('the switch keeps the host the browser asked for (a relative Location), so a signed-in shopper stays signed in', async ({
  playwright,
  baseURL,
}) => {
  // The storefront's own idea of its origin says `localhost`; a visitor on `127.0.0.1` keeps its
  // cookies only on `127.0.0.1`.
  const numeric = new URL(baseURL ?? 'http://localhost:3100');
  numeric.hostname = '127.0.0.1';
  const api = await playwright.request.newContext({ baseURL: numeric.origin });
  const answer = await api.get('/api/locale?to=de&from=%2Fui-page%3Fdemo%3D1', { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe('/de/ui-page?demo=1');

  // Without `from`, the same-origin Referer on that host names the page.
  const byReferer = await api.get('/api/locale?to=fr', {
    maxRedirects: 0,
    headers: { referer: `${numeric.origin}/es/ui-page` },
  });
  expect(byReferer.headers()['location']).toBe('/fr/ui-page');
  await api.dispose();
});
