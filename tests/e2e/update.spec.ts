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
  await page.clock.fastForward('01:00:01');
  await page.waitForResponse((response) => response.url().includes('/builds/latest.json'));

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
