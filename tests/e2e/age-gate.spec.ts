import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe';

// A first visit: no answer to the age question yet (the config gives every other spec one).
test.use({ storageState: { cookies: [], origins: [] } });

const copy = {
  en: {
    path: '/cannabis-seeds',
    title: 'Are you 18 or older?',
    confirm: 'I am 18 or older',
    leave: 'I am under 18',
    refused: /only for adults/,
  },
  de: {
    path: '/de/cannabis-samen',
    title: 'Bist du 18 oder älter?',
    confirm: 'Ich bin 18 oder älter',
    leave: 'Ich bin unter 18',
    refused: /nur für Erwachsene/,
  },
} as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The page's cumulative layout shift so far (the browser keeps the entries for a late observer). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
            if (!shift.hadRecentInput) total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const locale of ['en', 'de'] as const) {
  const t = copy[locale];

  test(`${locale}: a first visit answers the age question by keyboard and is not asked again`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(t.path);
    const dialog = page.getByRole('dialog', { name: t.title });
    // The question opens once the page is hydrated (the server's HTML is the same for everyone),
    // which took more than the default 7 s with two workers on a loaded machine.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // Focus is in the dialog, on its first answer; Escape does not skip the question.
    await expect(dialog.getByRole('button', { name: t.confirm })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // An overlay over the page, not content pushed down. Measured: 0 in both languages (no
    // layout-shift entry at all at 1280×720); a German run once showed 0.0028 that did not come
    // back and whose source was not recorded, far under the 0.1 a shopper would notice.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'seedshop_adult');
    expect(cookie?.value).toBe('1');
    // Remembered about a year.
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await page.reload();
    await expect(page.locator('#listing-results article').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.title })).toHaveCount(0);
  });

  test(`${locale}: "under 18" gets a message instead of the shop`, async ({ page }) => {
    await page.goto(t.path);
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByRole('button', { name: t.leave }).click();
    await expect(dialog).toContainText(t.refused);
    await expect(dialog.getByRole('button')).toHaveCount(0);
    expect((await page.context().cookies()).some((entry) => entry.name === 'seedshop_adult')).toBe(false);
  });
}

test('crawlers get the whole page: the HTML has the content and no age question, and stays cacheable', async ({
  request,
}) => {
  const response = await request.get('/cannabis-seeds');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('id="listing-results"');
  // The question's words travel in the page's message catalogue; the dialog itself is not there.
  expect(html).not.toMatch(/<dialog[^>]*\sopen/);
  // The question does not make a page uncacheable: the listing and the home page come from Next's
  // cache, the same bytes for crawlers and visitors, and a browser may keep them for back/forward.
  for (const path of ['/cannabis-seeds', '/']) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(await page.text()).not.toMatch(/<dialog[^>]*\sopen/);
    expect(page.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE|MISS)$/);
    expect(page.headers()['cache-control'] ?? '', path).not.toMatch(/no-store/);
  }
});
