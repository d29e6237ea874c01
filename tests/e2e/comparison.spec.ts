import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndConfirm, signIn, ui, uniqueEmail, type UiLocale } from './support/customer';
import { axeBuilder } from './support/axe';
import { hydrated } from './support/hydration';

/**
 * The shopper's lists from guest to customer: a guest keeps two favourites and compares three
 * strains, signs in and finds both merged into the account, saves the comparison as a list,
 * reopens it from the account and opens its shared link signed out. The comparison page of six
 * products passes axe on a phone and on a desktop.
 */

const words = {
  en: {
    listing: '/cannabis-seeds',
    compare: (name: string) => `Compare ${name}`,
    favourite: (name: string) => `Keep ${name} as a favourite`,
    tray: 'Compare (3 of 6)',
    openComparison: 'Open comparison',
    comparisonTitle: 'Product comparison',
    favouritesTitle: 'Favourites',
    listName: 'Name of the list',
    saveList: 'Save as a list',
    saved: (name: string) => `Saved as “${name}”.`,
    clear: 'Clear the comparison',
    empty: /Your comparison is empty/,
    listsTitle: 'Comparison lists',
    open: 'Open',
    copyLink: 'Copy share link',
    sharedKicker: 'Shared comparison list',
    onlyDifferences: 'Show only differences',
    remove: (name: string) => `Remove ${name} from the comparison`,
  },
  de: {
    listing: '/de/cannabis-samen',
    compare: (name: string) => `${name} vergleichen`,
    favourite: (name: string) => `${name} als Favorit merken`,
    tray: 'Vergleich (3 von 6)',
    openComparison: 'Vergleich öffnen',
    comparisonTitle: 'Produktvergleich',
    favouritesTitle: 'Favoriten',
    listName: 'Name der Liste',
    saveList: 'Als Liste speichern',
    saved: (name: string) => `Als „${name}“ gespeichert.`,
    clear: 'Vergleich leeren',
    empty: /Dein Vergleich ist leer/,
    listsTitle: 'Vergleichslisten',
    open: 'Öffnen',
    copyLink: 'Link zum Teilen kopieren',
    sharedKicker: 'Geteilte Vergleichsliste',
    onlyDifferences: 'Nur Unterschiede zeigen',
    remove: (name: string) => `${name} aus dem Vergleich entfernen`,
  },
} as const satisfies Record<UiLocale, unknown>;

/** The names of the first cards of a listing. */
async function cardNames(page: Page, count: number): Promise<string[]> {
  const cards = page.locator('#listing-results article');
  await expect(cards.nth(count - 1)).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    names.push(((await cards.nth(index).getByRole('heading').textContent()) ?? '').trim());
  }
  return names;
}

/**
 * Presses a toggle island. A click that lands before the island hydrated does nothing, so it is
 * repeated until the toggle says it is pressed (a click while its call runs is ignored by the island).
 */
async function pressed(toggle: Locator) {
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

/** The product columns of the comparison table, by their headers. */
function productColumns(page: Page): Locator {
  return page.getByRole('main').getByRole('columnheader');
}

async function expectColumns(page: Page, names: readonly string[]) {
  await expect(productColumns(page)).toHaveCount(names.length, { timeout: 15_000 });
  for (const name of names) {
    await expect(productColumns(page).filter({ has: page.getByRole('link', { name, exact: true }) })).toHaveCount(1);
  }
}

for (const locale of ['en', 'de'] as const) {
  const w = words[locale];
  const t = ui[locale];

  test(`${locale}: a guest's favourites and comparison follow the sign-in, the comparison is saved, reopened and shared`, async ({
    page,
    request,
    browser,
    context,
    baseURL,
  }) => {
    // About 40 page loads and calls: 2 minutes on a quiet machine, near 4 on a slow one.
    test.setTimeout(480_000);
    const customer = {
      email: uniqueEmail(`compare-${locale}`),
      password: 'Hanfblüte-im-Mai-2030',
      firstName: 'Alex',
      lastName: 'Grower',
    };
    const listName = locale === 'en' ? 'Balcony autos' : 'Balkon-Autos';
    let favourites: string[] = [];
    let compared: string[] = [];

    await test.step('an account exists (registered in another browser)', async () => {
      const other = await browser.newContext();
      await registerAndConfirm(await other.newPage(), request, t, customer);
      await other.close();
    });

    await test.step('as a guest: two favourites and three products to compare', async () => {
      await page.goto(w.listing);
      const names = await cardNames(page, 4);
      favourites = names.slice(0, 2);
      compared = names.slice(1, 4);
      for (const name of favourites) {
        const heart = page.getByRole('button', { name: w.favourite(name), exact: true });
        // The heart turns at once; the first answer names the guest's new lists, which the next
        // write must carry, so each click waits for its answer.
        const answered = page.waitForResponse(
          (response) => response.request().method() === 'PUT' && response.url().includes('/lists/favourites/'),
        );
        await pressed(heart);
        expect((await answered).ok()).toBe(true);
      }
      for (const name of compared) {
        const toggle = page.getByRole('button', { name: w.compare(name), exact: true });
        await pressed(toggle);
      }
      const tray = page.getByRole('region', { name: w.tray });
      await expect(tray).toBeVisible();
      await expect(tray.getByRole('img')).toHaveCount(3);
      await tray.getByRole('link', { name: w.openComparison }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.comparisonTitle })).toBeVisible();
      await expectColumns(page, compared);
    });

    await test.step('signed in, the account has both', async () => {
      await signIn(page, t, customer.email, customer.password);
      await page.goto(`${t.prefix}/account/favorites`);
      await expect(page.getByRole('heading', { level: 1, name: w.favouritesTitle })).toBeVisible();
      for (const name of favourites)
        await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
      await page.goto(`${t.prefix}/comparison`);
      await expectColumns(page, compared);
    });

    await test.step('saved as a list', async () => {
      await page.getByRole('textbox', { name: w.listName }).fill(listName);
      const save = page.getByRole('button', { name: w.saveList });
      await hydrated(save);
      await save.click();
      await expect(page.getByText(w.saved(listName))).toBeVisible();
    });

    await test.step('reopened from the account after the comparison was emptied', async () => {
      await page.getByRole('button', { name: w.clear }).click();
      await expect(page.getByText(w.empty)).toBeVisible();
      await page.goto(`${t.prefix}/account/comparison-lists`);
      await expect(page.getByRole('heading', { level: 1, name: w.listsTitle })).toBeVisible();
      const list = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listName }) });
      await expect(list).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await list.getByRole('button', { name: w.open, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/comparison$`));
      await expectColumns(page, compared);
    });

    await test.step('the shared link opens read-only for somebody signed out', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
      await page.goto(`${t.prefix}/account/comparison-lists`);
      const list = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listName }) });
      await list.getByRole('button', { name: w.copyLink }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`${t.prefix}/comparison/shared/[A-Za-z0-9_-]{43}$`));

      const stranger = await browser.newContext();
      const strangerPage = await stranger.newPage();
      await strangerPage.goto(link);
      await expect(strangerPage.getByText(w.sharedKicker)).toBeVisible();
      await expect(strangerPage.getByRole('heading', { level: 1, name: listName })).toBeVisible();
      await expectColumns(strangerPage, compared);
      expect(await seriousViolations(strangerPage)).toEqual([]);
      await expect(strangerPage.getByRole('button', { name: w.remove(compared[0] ?? '') })).toHaveCount(0);
      await stranger.close();
    });
  });
}

/** Axe's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the comparison of six products passes axe on a phone and a desktop, its columns scroll beside a fixed attribute column', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const listing = await page.request.get('/api/shop/catalogue/products?per_page=6');
  expect(listing.ok()).toBe(true);
  const { items } = (await listing.json()) as { items: { id: string; name: string }[] };
  expect(items).toHaveLength(6);
  for (const item of items) {
    const added = await page.request.put(`/api/shop/lists/comparison/${item.id}`);
    expect(added.ok()).toBe(true);
  }

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/comparison');
    await expectColumns(
      page,
      items.map((item) => item.name),
    );
    expect(await seriousViolations(page), `width ${width}`).toEqual([]);
    if (width === 390) {
      const region = page.getByRole('region', { name: /compared attribute by attribute/ });
      const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrolls).toBe(true);
      const firstRowHeader = page.getByRole('rowheader').first();
      const before = await firstRowHeader.boundingBox();
      await region.evaluate((element) => element.scrollBy({ left: 400 }));
      const after = await firstRowHeader.boundingBox();
      expect(after?.x).toBe(before?.x);
    }
  }

  // "Only differences": every row left says something different for at least two products.
  await page.getByRole('checkbox', { name: words.en.onlyDifferences }).check();
  const table = page.getByRole('main').getByRole('table');
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => new Set([...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')).size),
    );
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((distinct) => distinct > 1)).toBe(true);
  await page.getByRole('checkbox', { name: words.en.onlyDifferences }).uncheck();
  expect(await table.locator('tbody tr').count()).toBeGreaterThan(shown.length);
});
