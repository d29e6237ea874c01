import { expect, test } from '@playwright/test';

test('a newer build turns the next navigation into a full page load', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same-document';
  });

  await page.route('**/builds/latest.json?*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
  );
  let checked = false;
  page.on('requestfinished', (request) => {
    if (request.url().includes('/builds/latest.json')) checked = true;
  });
  // The hourly check starts once the page has hydrated, which on a busy machine can come after
  // `goto` returns: an hour passes again until the check has run.
  await expect(async () => {
    await page.clock.fastForward('01:00:01');
    expect(checked).toBe(true);
  }).toPass({ timeout: 20_000 });
  // The answer is read in the page's next tasks; a round trip lets them run.
  await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));

  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }).click();
  await page.waitForURL(/\/shipping$/);
  await page.waitForLoadState('load');
  const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker ?? null);
  expect(marker).toBeNull();
});

test('without a newer build, navigation stays client-side', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same-document';
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }).click();
  await page.waitForURL(/\/shipping$/);
  const marker = await page.evaluate(() => (window as unknown as { marker?: string }).marker ?? null);
  expect(marker).toBe('same-document');
});
