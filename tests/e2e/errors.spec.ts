import { expect, test, type Request } from '@playwright/test';

test('/does-not-exist answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /does-not-exist');
  await expect(page.locator('[data-path="/does-not-exist"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/de/does-not-exist answers 404 in German, header and footer included', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/de/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByTestId('error-message')).toHaveText('Seite nicht gefunden: /de/does-not-exist');
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de');
  // The shell's client parts speak German too: Next renders a 404 page in the browser, without the
  // message file the server puts into other pages, so the shell loads it itself.
  await expect(page.getByRole('banner').getByRole('link', { name: /Warenkorb/ })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText('header.');
  expect(errors.filter((text) => text.includes('[intl]'))).toEqual([]);
});

test('unknown catalogue slugs and content shapes without a resolver answer 404', async ({ request }) => {
  for (const path of [
    '/no-such-catalog',
    '/cannabis-seeds/no-such-category',
    '/cannabis-seeds/feminized-seeds/no-such-strain',
    '/a/b/c',
    '/blog/some-post',
    '/top-10-indica',
    '/x.png',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(`Page not found: ${path}`);
  }
});

test('a failed validity check answers 404 "Page Not Found: {fullPath}"', async ({ page }) => {
  const response = await page.goto('/blog/page-0?sort=new');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /blog/page-0?sort=new');
});

test('a failed validity check answers 404 in French, the shell in French', async ({ page }) => {
  const response = await page.goto('/fr/blog/page-0');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr-/);
  await expect(page.getByTestId('error-message')).toContainText('/fr/blog/page-0');
  await expect(page.getByRole('banner').getByRole('link', { name: /Panier/ })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText('header.');
});

test('hostile paths get a 4xx, never a 5xx', async ({ request }) => {
  for (const path of [
    '/%E0%A4%A',
    '/..%2F..%2Fetc%2Fpasswd',
    `/${'a'.repeat(2000)}`,
    '/<script>alert(1)</script>',
    '/api/locale?to=xx',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
  }
});

test('a prefetched link to a missing page leaves nothing in flight, and following it shows the 404', async ({
  page,
}) => {
  await page.goto('/de/blog');
  const missing = `/de/fehlt-${Date.now()}`;
  const isPrefetch = (request: Request) => request.url().includes(`${missing}?_rsc=`);
  // Next's router drops a failed prefetch without reading it: an answer with a body stayed in flight
  // (neither finished nor failed) for as long as the page was open.
  const settled = Promise.race([
    page.waitForEvent('requestfinished', { predicate: isPrefetch, timeout: 10_000 }),
    page.waitForEvent('requestfailed', { predicate: isPrefetch, timeout: 10_000 }),
  ]);
  const answered = page.waitForResponse((response) => isPrefetch(response.request()));
  // What the router does for a link that comes into view.
  await page.evaluate((path) => (window as unknown as NextWindow).next.router.prefetch(path), missing);
  expect((await answered).status()).toBe(404);
  await settled;
  await page.evaluate((path) => (window as unknown as NextWindow).next.router.push(path), missing);
  await expect(page.getByTestId('error-message')).toHaveText(`Seite nicht gefunden: ${missing}`);
});

/** Next's app router as it exposes itself on `window` (what `useRouter()` returns). */
interface NextWindow {
  readonly next: { readonly router: { prefetch(path: string): void; push(path: string): void } };
}
