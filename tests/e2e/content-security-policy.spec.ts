import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { contentDoc, contentKeys, localized, slugOf, type Locale } from './support/content-dataset';
import { registerAndConfirm, signIn, ui, uniqueEmail } from './support/customer';

/**
 * Every page type in English and German under the storefront's Content-Security-Policy
 * (web/src/security/content-security-policy.ts, web/server/csp-hashes.mjs): the page sends a
 * policy without inline script, and Chromium reports no violation while it loads, hydrates and
 * runs (the captcha's worker included). A blocked script shows as a `securitypolicyviolation`
 * event or as Chromium's "Content Security Policy" console error.
 */

const listings: Readonly<Record<'en' | 'de', string>> = { en: '/cannabis-seeds', de: '/de/cannabis-samen' };

/** Violations seen by the page since it was opened, across navigations. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|securitypolicyviolation/iu.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return violations;
}

/** The first product page a listing links to. */
async function productPath(request: APIRequestContext, listing: string): Promise<string> {
  const html = await (await request.get(listing)).text();
  const results = html.slice(html.indexOf('id="listing-results"'));
  const href = /<article[\s\S]*?href="(\/[^"?#]+)"/u.exec(results)?.[1];
  if (href === undefined) throw new Error(`no product link on ${listing}`);
  return href;
}

function first(type: string): string {
  const key = contentKeys(type)[0];
  if (key === undefined) throw new Error(`The demo dataset has no ${type}`);
  return key;
}

/** One page of each type, as a path per language. */
const pageTypes: readonly {
  readonly name: string;
  readonly path: (locale: Locale, request: APIRequestContext) => Promise<string> | string;
}[] = [
  { name: 'home', path: (locale) => localized(locale, '/') },
  { name: 'listing', path: (locale) => listings[locale as 'en' | 'de'] },
  { name: 'product', path: (locale, request) => productPath(request, listings[locale as 'en' | 'de']) },
  { name: 'blog', path: (locale) => localized(locale, '/blog') },
  {
    name: 'blog post',
    path: (locale) => localized(locale, `/blog/${slugOf(contentDoc('blogPost', 'germination', locale))}`),
  },
  {
    name: 'topic',
    path: (locale) => localized(locale, `/topic/${slugOf(contentDoc('topic', first('topic'), locale))}`),
  },
  { name: 'legal', path: (locale) => localized(locale, '/privacy') },
  { name: 'contact form', path: (locale) => localized(locale, '/contact-us') },
  { name: 'search', path: (locale) => `${localized(locale, '/search')}?q=kush` },
  { name: 'login', path: (locale) => localized(locale, '/login') },
  { name: 'account', path: (locale) => localized(locale, '/account') },
  { name: 'cart and checkout', path: (locale) => localized(locale, '/cart/checkout') },
  { name: 'not found', path: (locale) => localized(locale, '/does-not-exist') },
];

/** Opens the page, checks its policy and lets it hydrate. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status(), path).toBeLessThan(500);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const scripts = /(?:^|;\s*)script-src ([^;]*)/u.exec(policy)?.[1] ?? '';
  expect(scripts, `script-src on ${path}`).toMatch(/'nonce-|'sha256-/u);
  expect(scripts, path).not.toContain("'unsafe-inline'");
  expect(policy, path).toMatch(/frame-ancestors 'none'/u);
  // Chunks loaded once the page has hydrated count too.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

for (const locale of ['en', 'de'] as const) {
  for (const type of pageTypes) {
    test(`the ${type.name} page keeps to the content security policy (${locale})`, async ({ page, request }) => {
      // A listing of 24 cards with their images loads slowly on a busy machine.
      test.setTimeout(150_000);
      const violations = watchViolations(page);
      await visit(page, await type.path(locale, request));
      expect(violations).toEqual([]);
    });
  }

  test(`a client-side navigation keeps to the content security policy (${locale})`, async ({ page }) => {
    test.setTimeout(150_000);
    const violations = watchViolations(page);
    await visit(page, localized(locale, '/'));
    // The listing's flight data, fetched and rendered by the client router.
    await page.locator(`a[href="${listings[locale]}"]:visible`).first().click();
    // The listing renders on the server first: slow on a busy machine.
    await expect(page).toHaveURL(new RegExp(`${listings[locale]}$`, 'u'), { timeout: 60_000 });
    await expect(page.locator('#listing-results')).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
  });
}

test('a signed-in customer’s pages and the captcha keep to the content security policy', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = watchViolations(page);
  const email = uniqueEmail('e2e-csp');
  const password = 'Csp-Journey-Password-1';
  // Registration solves the captcha in a worker.
  await registerAndConfirm(page, request, ui.en, { email, password, firstName: 'Cora', lastName: 'Policy' });
  await signIn(page, ui.en, email, password);
  for (const path of ['/account', '/account/orders', '/de/account', '/cart/checkout', '/de/cart/checkout']) {
    await visit(page, path);
  }
  expect(violations).toEqual([]);
});
