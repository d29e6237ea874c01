import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndConfirm, signIn, ui, uniqueEmail } from './support/customer';

/**
 * The catalogue journey, in French: filters with counts whose state lives in
 * the URL, a product page with pack sizes, and the language switch to the translated product slug.
 */

const listing = '/fr/graines-de-cannabis';

/** "1 234 produits" → 1234 (French groups digits with a narrow no-break space). */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator('#listing-count').textContent()) ?? '';
  const digits = text.replace(/[^\d]/g, '');
  if (digits === '') throw new Error(`no count in "${text}"`);
  return Number(digits);
}

/** The count shown next to a filter value: "Intérieur (271)". */
async function optionCount(option: Locator): Promise<number> {
  const name = await option.evaluate((element) =>
    element instanceof HTMLInputElement ? [...(element.labels ?? [])].map((label) => label.textContent).join(' ') : '',
  );
  const match = /\((\d+)\)/.exec(name.replace(/\s/g, ''));
  if (!match?.[1]) throw new Error(`no count in "${name}"`);
  return Number(match[1]);
}

function filterOption(page: Page, group: string, value: RegExp): Locator {
  return page.locator('#listing-filters').getByRole('group', { name: group }).getByRole('checkbox', { name: value });
}

test('French catalogue: three filters, shareable URL, product pack sizes and the language switch', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(listing);
  await expect(page.getByRole('heading', { level: 1, name: 'Graines de cannabis' })).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(100);

  const indoor = filterOption(page, 'Lieu de culture', /^Intérieur/);
  const indoorBefore = await optionCount(indoor);

  const feminizedOption = filterOption(page, 'Type de graines', /^Féminisées/);
  await feminizedOption.check();
  await expect(page).toHaveURL(/seed_type=feminized/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const feminized = await resultCount(page);
  // Counts of the other facets follow the active filters.
  await expect.poll(() => optionCount(indoor)).toBeLessThan(indoorBefore);

  await indoor.check();
  await expect(page).toHaveURL(/growth_area=indoor/);
  await expect.poll(() => resultCount(page)).toBeLessThan(feminized);
  const feminizedIndoor = await resultCount(page);

  await filterOption(page, 'Génotype', /^Dominante indica/).check();
  await expect(page).toHaveURL(/genotype=indica/);
  await expect.poll(() => resultCount(page)).toBeLessThan(feminizedIndoor);
  const three = await resultCount(page);
  expect(three).toBeGreaterThan(0);
  const chips = page.getByRole('list', { name: 'Filtres actifs' }).getByRole('link');
  await expect(chips).toHaveCount(3);
  await expect(chips.filter({ hasText: 'Dominante indica' })).toHaveAccessibleName(/^Retirer le filtre/);

  // The URL is the whole state: a reload shows the same page.
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  expect(await resultCount(page)).toBe(three);
  await expect(filterOption(page, 'Type de graines', /^Féminisées/)).toBeChecked();
  await expect(filterOption(page, 'Génotype', /^Dominante indica/)).toBeChecked();

  // Back to the previous filter state.
  await page.goBack();
  await expect.poll(() => resultCount(page)).toBe(feminizedIndoor);
  await page.goForward();
  await expect.poll(() => resultCount(page)).toBe(three);

  const firstProduct = page.locator('#listing-results').getByRole('link').first();
  const productName = ((await firstProduct.textContent()) ?? '').trim();
  await firstProduct.click();
  await expect(page).toHaveURL(/\/fr\/graines-de-cannabis\/graines-feminisees\/[a-z0-9-]+/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(productName).toContain((await heading.textContent()) ?? '');

  const price = page.getByTestId('product-price');
  const perSeed = page.getByTestId('price-per-seed');
  await page.getByRole('radio', { name: /^1 graine/ }).check();
  const singlePrice = await price.textContent();
  const singlePerSeed = await perSeed.textContent();
  expect(singlePrice).toMatch(/€/);
  const pack = page.getByRole('radio', { name: /^5 graines/ });
  await expect(pack).toBeEnabled();
  await pack.check();
  await expect(price).not.toHaveText(singlePrice ?? '');
  await expect(perSeed).not.toHaveText(singlePerSeed ?? '');
  await expect(page).toHaveURL(/pack=5/);

  const frenchPath = new URL(page.url()).pathname;
  const switcher = page
    .getByRole('banner')
    .locator('details')
    .filter({ has: page.locator('[data-locale]') });
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/cannabis-samen\/feminisierte-samen\/[a-z0-9-]+\?pack=5$/);
  const germanPath = new URL(page.url()).pathname;
  expect(germanPath.split('/').at(-1)).not.toBe(frenchPath.split('/').at(-1));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText((await heading.textContent()) ?? '');
  await expect(page.getByRole('radio', { name: /^5 Samen/ })).toBeChecked();
});

test('a box ticked and an order chosen before the page has loaded its scripts both apply once they have', async ({
  page,
}) => {
  // The page's scripts (not its styles, which hold the first paint) wait until the box is ticked:
  // until then it is the server's plain HTML.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(listing, { waitUntil: 'commit' });
  const feminized = filterOption(page, 'Type de graines', /^Féminisées/);
  await expect(feminized).toBeVisible();
  const all = await resultCount(page);
  await feminized.check();
  // The order is changed too, in its own form: both changes count.
  await page.locator('#listing-sort').selectOption({ index: 1 });
  expect(await feminized.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__react')))).toBe(false);
  release();
  await expect(page).toHaveURL(/seed_type=feminized/);
  await expect(page).toHaveURL(/sort=/);
  await expect(feminized).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('link')).toHaveCount(1);
});

test('a filter combination without results shows the empty state and a way back', async ({ page }) => {
  await page.goto(`${listing}?seed_type=regular&category=cbd-rich`);
  await expect(page.getByRole('heading', { name: 'Aucun produit ne correspond à ces filtres' })).toBeVisible();
  await page.getByRole('link', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(new RegExp(`${listing}$`));
  expect(await resultCount(page)).toBeGreaterThan(100);
});

test('search tolerates accents and typos and suggests while typing', async ({ page }) => {
  await page.goto('/fr/search?q=feminisee');
  expect(await resultCount(page)).toBeGreaterThan(0);
  await page.goto('/');
  // The home page carries many islands; type once the search box is interactive.
  await page.waitForLoadState('networkidle');
  const box = page.getByRole('banner').getByRole('combobox').first();
  await box.fill('lemon');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/lemon/i);
});

test('all seed banks from A to Z link to their catalogs', async ({ page }) => {
  await page.goto('/fr/all-seed-banks');
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les banques de graines' })).toBeVisible();
  const bank = page
    .getByRole('main')
    .getByRole('link', { name: /variétés/ })
    .first();
  await bank.click();
  await expect(page.locator('#listing-count')).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
});

/** Published reviews as the summary says: "4,3 sur 5, 12 avis", or none yet. */
async function publishedReviewCount(reviews: Locator): Promise<number> {
  const summary = reviews.getByText(/sur 5, \d+ avis|Aucun avis pour le moment/).first();
  const text = (await summary.textContent()) ?? '';
  const match = /(\d+)\s*avis/.exec(text.replace(/\u202f|\u00a0/g, ''));
  return match?.[1] ? Number(match[1]) : 0;
}

/** The staff token the e2e server runs with (playwright.config.ts). */
const staffToken = process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef';

/**
 * Two shoppers on their own networks (TEST-NET addresses): the shop limits registrations per IP
 * address to five an hour, and the other journeys of the suite register from the loopback address.
 */
const shopperNetwork = (host: number) => ({ 'x-forwarded-for': `203.0.113.${host}` });

test('a signed-in customer reviews a strain in French; after moderation it shows, counts and gets one helpful vote', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const authorContext = await browser.newContext({ extraHTTPHeaders: shopperNetwork(10 + test.info().retry) });
  const page = await authorContext.newPage();
  const password = 'Gr0wing-Tomatoes-42!';
  const author = { email: uniqueEmail('e2e-review'), password, firstName: 'Camille', lastName: 'Durand' };
  await registerAndConfirm(page, request, ui.en, author);
  await signIn(page, ui.en, author.email, password);

  await page.goto(`${listing}?sort=newest`);
  const product = page.locator('#listing-results article').last().getByRole('link').first();
  await product.click();
  await expect(page).toHaveURL(/\/fr\/graines-de-cannabis\//);
  const productUrl = page.url();
  const reviews = page.locator('#reviews');
  const countBefore = await publishedReviewCount(reviews);

  const review = `Germination en deux jours, plantes compactes et très parfumées. ${Date.now()}`;
  const rating = reviews.getByRole('group', { name: /Évaluez la variété/ });
  // With the keyboard, as the stars are radios: from "mauvais" three steps right is "bon".
  await rating.getByRole('radio', { name: 'mauvais' }).focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: 'bon' })).toBeChecked();
  await reviews.getByRole('textbox', { name: /^Points forts/ }).fill('Facile à cultiver');
  await reviews.getByRole('textbox', { name: /^Points faibles/ }).fill('Odeur très forte en floraison');
  await reviews.getByRole('textbox', { name: /^Impression générale/ }).fill('Une valeur sûre');
  await reviews.getByRole('textbox', { name: /^Votre avis/ }).fill(review);
  await expect(reviews.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Camille');
  await reviews.getByRole('button', { name: 'Envoyer l’avis' }).click();
  await expect(reviews.getByRole('heading', { name: 'Merci pour votre avis !' })).toBeVisible({ timeout: 60_000 });

  // Moderation: the review waits as pending until staff publishes it.
  const auth = { Authorization: `Bearer ${staffToken}` };
  const pending = await request.get('/api/shop/catalogue/moderation/reviews?status=pending', { headers: auth });
  expect(pending.status()).toBe(200);
  const items: { id: string; text: string }[] = (await pending.json()).items;
  const mine = items.find((item) => item.text === review);
  expect(mine).toBeDefined();
  expect(
    (
      await request.post(`/api/shop/catalogue/moderation/reviews/${mine?.id}`, { data: { status: 'published' } })
    ).status(),
  ).toBe(401);
  const published = await request.post(`/api/shop/catalogue/moderation/reviews/${mine?.id}`, {
    headers: auth,
    data: { status: 'published' },
  });
  expect(published.status()).toBe(200);

  await page.goto(productUrl);
  await expect(reviews.getByText(review)).toBeVisible();
  expect(await publishedReviewCount(reviews)).toBe(countBefore + 1);

  // Another customer finds it helpful — once, however often they click.
  const voterContext = await browser.newContext({ extraHTTPHeaders: shopperNetwork(20 + test.info().retry) });
  const voterPage = await voterContext.newPage();
  const voter = { email: uniqueEmail('e2e-voter'), password, firstName: 'Lucas', lastName: 'Martin' };
  await registerAndConfirm(voterPage, request, ui.en, voter);
  await signIn(voterPage, ui.en, voter.email, password);
  await voterPage.goto(productUrl);
  const ourReview = (target: Page) => target.locator('#reviews article').filter({ hasText: review });
  const yes = ourReview(voterPage).getByRole('button', { name: /^Oui/ });
  await expect(yes).toHaveText(/Oui \(0\)/);
  await yes.click();
  await expect(yes).toHaveText(/Oui \(1\)/);
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await yes.click();
  await voterPage.reload();
  await expect(ourReview(voterPage).getByRole('button', { name: /^Oui/ })).toHaveText(/Oui \(1\)/);
  await voterContext.close();
  await authorContext.close();
});

test('a renamed product’s former address answers 308 to its current one, in English and German', async ({
  request,
}) => {
  const answer = await request.get('/api/shop/catalogue/redirects');
  expect(answer.status()).toBe(200);
  const { redirects } = (await answer.json()) as {
    redirects: {
      locale: string;
      from: { catalog: string; category: string; product: string };
      to: { catalog: string; category: string; product: string };
      permanent: boolean;
    }[];
  };
  const path = (locale: string, slugs: { catalog: string; category: string; product: string }) =>
    `${locale === 'en' ? '' : `/${locale}`}/${slugs.catalog}/${slugs.category}/${slugs.product}`;
  for (const locale of ['en', 'de']) {
    const rule = redirects.find((candidate) => candidate.locale === locale);
    expect(rule, locale).toBeTruthy();
    if (!rule) continue;
    const old = await request.get(path(locale, rule.from), { maxRedirects: 0 });
    expect(old.status(), path(locale, rule.from)).toBe(308);
    expect(new URL(old.headers().location ?? '', 'http://x/').pathname).toBe(encodeURI(path(locale, rule.to)));
    expect((await request.get(path(locale, rule.to))).status()).toBe(200);
  }
});
