import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe';

/**
 * The top-10 lists the language's site settings choose (demo-content: autoflowers, high yield,
 * CBD) are reached from the header's "Top 10" menu and from the row of links on a listing, by
 * keyboard, in the page's language.
 */

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

const copy = {
  en: {
    home: '/',
    navigation: 'Main navigation',
    listing: '/cannabis-seeds',
    stripLabel: 'Top-10 lists',
    lists: [
      { title: 'Top 10 autoflowers', path: '/top-10-autoflowers' },
      { title: 'Top 10 high-yield strains', path: '/top-10-high-yield-strains' },
      { title: 'Top 10 CBD strains', path: '/top-10-cbd-strains' },
    ],
  },
  es: {
    home: '/es',
    navigation: 'Navegación principal',
    listing: '/es/semillas-de-cannabis',
    stripLabel: 'Listas top 10',
    lists: [
      { title: 'Las 10 mejores autoflorecientes', path: '/es/top-10-autoflorecientes' },
      { title: 'Las 10 variedades más productivas', path: '/es/top-10-variedades-productivas' },
      { title: 'Las 10 mejores variedades CBD', path: '/es/top-10-variedades-cbd' },
    ],
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  const t = copy[locale];

  test(`${locale}: the header's Top 10 menu opens by keyboard and leads to a top list`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(t.home);
    const nav = page.getByRole('navigation', { name: t.navigation }).last();
    const menu = nav.getByRole('link', { name: 'Top 10', exact: true });
    await expect(menu).toHaveAttribute('href', t.lists[0].path);
    // The sub-links, in the settings' order, open while focus is inside the item.
    const [, second] = t.lists;
    const subLinks = nav.getByRole('link').filter({ hasNotText: /^Top 10$/ });
    await menu.focus();
    await page.keyboard.press('Tab');
    const firstList = nav.getByRole('link', { name: t.lists[0].title });
    await expect(firstList).toBeFocused();
    await expect(firstList).toBeVisible();
    for (const list of t.lists) {
      await expect(nav.getByRole('link', { name: list.title })).toHaveAttribute('href', list.path);
    }
    expect(await subLinks.allTextContents()).toEqual(expect.arrayContaining(t.lists.map((list) => list.title)));
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: second.title })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(second.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`${locale}: a listing links the top lists under its categories, without moving the page`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(t.listing);
    const strip = page.getByRole('navigation', { name: t.stripLabel });
    await expect(strip.getByRole('link')).toHaveText(t.lists.map((list) => list.title));
    // Rendered with the page: no shift once it has loaded.
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await seriousViolations(page)).toEqual([]);

    const cbd = t.lists[2];
    await strip.getByRole('link', { name: cbd.title }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(cbd.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cbd.title);
  });
}
