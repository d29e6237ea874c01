import { expect, test, type Page } from '@playwright/test';
import { registerAndConfirm, signIn, ui, uniqueEmail } from './support/customer';
import { atRest, axeBuilder } from './support/axe';

async function seriousViolations(page: Page): Promise<string[]> {
  await atRest(page);
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of [
  '/',
  '/ui-page',
  '/de/ui-page',
  '/does-not-exist',
  '/es/does-not-exist',
  '/login',
  '/registration',
  '/fr/registration',
  '/forgot-password',
  '/restore-customer',
  '/cannabis-seeds',
  '/fr/graines-de-cannabis?seed_type=feminized&growth_area=indoor',
  '/de/cannabis-samen/feminisierte-samen?seed_type=regular',
  '/es/all-seed-banks',
  '/search?q=lemon',
  '/fr/search?q=zzzzqqq',
]) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    // axe walks the whole DOM; the listing pages take it well over ten seconds on two busy cores.
    test.setTimeout(120_000);
    await page.goto(path);
    // A 404's server HTML is Next's empty error shell (notFound() in a server component is drawn by
    // the client); axe checks the page the visitor gets once it has drawn.
    if (path.endsWith('/does-not-exist')) await expect(page.locator('[data-status="404"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a product page with pack sizes, attribute table and reviews has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/fr/graines-de-cannabis?sort=rating');
  await page.locator('#listing-results article').first().getByRole('link').first().click();
  await expect(page.getByRole('radio', { name: /^5 graines/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/account (signed in, every tab, address form open) has no serious or critical axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const t = ui.en;
  const customer = {
    email: uniqueEmail('e2e-axe'),
    password: 'Gr0wing-Tomatoes-42!',
    firstName: 'Ada',
    lastName: 'Axe',
  };
  await registerAndConfirm(page, request, t, customer);
  await signIn(page, t, customer.email, customer.password);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: t.addressesTab, exact: true }).click();
  await page.getByRole('button', { name: t.addAddress }).click();
  await expect(page.getByRole('form')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'E-mail newsletter subscription', exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('keyboard focus is visible and the skip link leads to the content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // Every further stop shows a focus ring (outline) the visitor can see.
  for (let stop = 0; stop < 6; stop += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(outline).not.toBeNull();
    expect(outline?.style).not.toBe('none');
    expect(outline?.width ?? 0).toBeGreaterThanOrEqual(2);
  }
});
