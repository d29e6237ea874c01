import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerAndConfirm, signIn, ui, uniqueEmail, type UiLocale } from './support/customer';

// The browser gets only the UI messages client components can ask for. A message missing from
// that subset shows as its raw id and makes the client's react-intl report `[intl] …` on the
// console (in production builds too); neither may happen on any page, in server HTML or after
// hydration and interaction.

const messageIds = Object.keys(
  JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Record<string, string>,
);

/** Console errors of react-intl, from the moment the page is created. */
function watchIntlErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[intl]')) errors.push(message.text());
  });
  return errors;
}

/** Message ids that stand as text in the page (a word of their own: `cart.title`, not `cart.titles`). */
async function rawIdsShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const attributes = await page
    .locator('[aria-label], [title], [placeholder], [alt]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    );
  const shown = [text, ...attributes].join('\n');
  return messageIds.filter((id) => new RegExp(`(^|[^\\w.])${id.replace(/\./g, '\\.')}($|[^\\w.])`).test(shown));
}

async function expectNoRawIds(page: Page, path: string) {
  await page.waitForLoadState('networkidle');
  expect(await rawIdsShown(page), path).toEqual([]);
}

const pages = {
  en: {
    listing: '/cannabis-seeds',
    addToCart: 'Add to cart',
    paths: ['/', '/login', '/registration', '/cart/checkout', '/ui-page', '/blog', '/favorites'],
  },
  de: {
    listing: '/de/cannabis-samen',
    addToCart: 'In den Warenkorb',
    paths: [
      '/de',
      '/de/login',
      '/de/registration',
      '/de/cart/checkout',
      '/de/ui-page',
      '/de/blog/page-2',
      '/de/favorites',
    ],
  },
} as const;

for (const locale of ['en', 'de'] as const satisfies readonly UiLocale[]) {
  const { listing, addToCart, paths } = pages[locale];

  test(`${locale}: no page shows a raw message id or logs a missing message`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchIntlErrors(page);
    for (const path of [...paths, listing]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoRawIds(page, path);
    }

    // A product page, reached from the listing, with its add-to-cart island used.
    await page.goto(listing);
    const productPath = await page
      .locator('main a[href]')
      .evaluateAll(
        (links, prefix) =>
          links
            .map((link) => link.getAttribute('href') ?? '')
            .find((href) => new RegExp(`^${prefix}/[^/?#]+/[^/?#]+$`).test(href)),
        listing,
      );
    expect(productPath, 'a product link on the listing').toBeTruthy();
    await page.goto(productPath ?? listing);
    await expectNoRawIds(page, productPath ?? listing);
    await page.getByRole('main').getByRole('button', { name: addToCart, exact: true }).first().click();
    await page.goto(locale === 'en' ? '/cart/checkout' : '/de/cart/checkout');
    await expectNoRawIds(page, 'cart with a line');

    expect(errors).toEqual([]);
  });

  test(`${locale}: the signed-in account pages show no raw message id`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const errors = watchIntlErrors(page);
    const t = ui[locale];
    const email = uniqueEmail(`e2e-messages-${locale}`);
    const password = 'Correct-Horse-7-Battery';
    await registerAndConfirm(page, request, t, { email, password, firstName: 'Alex', lastName: 'Grower' });
    await signIn(page, t, email, password);
    await expectNoRawIds(page, `${t.prefix}/account`);
    for (const tab of ['addresses', 'newsletter']) {
      await page.goto(`${t.prefix}/account?tab=${tab}`);
      await expectNoRawIds(page, `${t.prefix}/account?tab=${tab}`);
    }
    expect(errors).toEqual([]);
  });
}

test('the client messages come once per language as a file the browser keeps, not inside each page', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/builds/messages/')) fetched.push(new URL(sent.url()).pathname);
  });
  const errors = watchIntlErrors(page);
  await page.goto('/de/login');
  await expect(page.getByRole('main').getByRole('button', { name: ui.de.signIn, exact: true })).toBeVisible();
  const file = fetched[0] ?? '';
  expect(file).toMatch(/^\/builds\/messages\/de\.[\w-]{16}\.js$/);

  const answer = await request.get(file);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers()['content-type']).toMatch(/^text\/javascript/);
  // The page's own HTML carries no catalogue: a client-only message id is in the file, not the page.
  const html = await (await request.get('/de/login', { headers: { cookie: 'language=de' } })).text();
  expect(await answer.text()).toContain('"account.myAccount"');
  expect(html).not.toContain('account.myAccount');
  expect((await request.get(file.replace(/\.[\w-]{16}\.js$/, '.0000000000000000.js'))).status()).toBe(404);

  // The next page takes the file from the browser's cache and still speaks German after hydration.
  await page.goto('/de/registration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  expect(errors).toEqual([]);
});
