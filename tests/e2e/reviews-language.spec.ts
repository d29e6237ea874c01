import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeBuilder } from './support/axe';

/**
 * Reviews in several languages on a product page, in German and French: the page's language comes
 * first, the others carry a label naming their language, and the language filter narrows the list
 * while the URL keeps the pack and the sort — with JavaScript and without.
 */

/** A demo strain with reviews in English, German, French and Spanish (the demo data is fixed): its English slug. */
const PRODUCT_SLUG = 'tropical-moon';

const words = {
  de: {
    otherLabel: /^Auf (Englisch|Französisch|Spanisch) verfasst$/,
    englishLabel: 'Auf Englisch verfasst',
    filter: 'Sprache der Bewertungen',
    apply: 'Anzeigen',
    allLanguages: /^Alle Sprachen \(\d+\)$/,
    onlyOther: { value: 'fr', option: /^Französisch \((\d+)\)$/, status: /Bewertungen? auf Französisch \(von \d+\)/ },
    summaryAll: 'Der Durchschnitt zählt alle Bewertungen, in jeder Sprache.',
  },
  fr: {
    otherLabel: /^Rédigé en (anglais|allemand|espagnol)$/,
    englishLabel: 'Rédigé en anglais',
    filter: 'Langue des avis',
    apply: 'Afficher',
    allLanguages: /^Toutes les langues \(\d+\)$/,
    onlyOther: { value: 'de', option: /^Allemand \((\d+)\)$/, status: /avis en allemand \(sur \d+\)/ },
    summaryAll: 'La note moyenne tient compte de tous les avis, dans toutes les langues.',
  },
} as const;

type PageLocale = keyof typeof words;

async function productUrl(request: APIRequestContext, locale: PageLocale): Promise<string> {
  // The catalogue finds a product by its slug in the request's language, and answers its paths in all.
  const response = await request.get(`/api/shop/catalogue/products/${PRODUCT_SLUG}`, {
    headers: { 'accept-language': 'en' },
  });
  expect(response.status()).toBe(200);
  const { path } = (await response.json()) as {
    path: Record<'catalog' | 'category' | 'product', Record<PageLocale, string>>;
  };
  return `/${locale}/${path.catalog[locale]}/${path.category[locale]}/${path.product[locale]}`;
}

/** The language of each listed review's text, top to bottom. */
async function reviewLanguages(reviews: Locator): Promise<string[]> {
  return reviews
    .locator('article > div[lang]')
    .evaluateAll((texts) => texts.map((text) => text.getAttribute('lang') ?? ''));
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page)
    .include('#reviews')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const locale of ['de', 'fr'] as const) {
  const t = words[locale];

  test(`${locale}: reviews in the page's language first, the others labelled, filtered by language in the URL`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const path = await productUrl(request, locale);
    await page.goto(`${path}?pack=10&review_sort=rating-desc`);
    const reviews = page.locator('#reviews');
    await expect(reviews.locator('article').first()).toBeVisible();

    // The page's language first, then the others; at least one of each.
    const languages = await reviewLanguages(reviews);
    const firstOther = languages.findIndex((language) => language !== locale);
    expect(firstOther).toBeGreaterThan(0);
    expect(languages.slice(firstOther)).not.toContain(locale);
    expect(new Set(languages).size).toBeGreaterThanOrEqual(3);

    // Every review in another language says which, named in the page's language; the own ones do not.
    const articles = reviews.locator('article');
    for (const [index, language] of languages.entries()) {
      const label = articles.nth(index).getByText(t.otherLabel);
      if (language === locale) await expect(label).toHaveCount(0);
      else await expect(label).toBeVisible();
    }
    const english = articles.filter({ has: page.locator('div[lang="en"]') }).first();
    await expect(english.getByText(t.englishLabel, { exact: true })).toBeVisible();

    // "All languages" is the default; one language narrows the list and keeps pack and sort.
    const filter = reviews.getByRole('combobox', { name: t.filter });
    await expect(filter.locator('option:checked')).toHaveText(t.allLanguages);
    const optionText = (await filter.locator(`option[value="${t.onlyOther.value}"]`).textContent()) ?? '';
    const expected = Number(t.onlyOther.option.exec(optionText)?.[1]);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(languages.length);
    await filter.selectOption(t.onlyOther.value);
    await expect(page).toHaveURL(new RegExp(`[?&]review_language=${t.onlyOther.value}(&|#|$)`));
    const url = new URL(page.url());
    expect(url.searchParams.get('pack')).toBe('10');
    expect(url.searchParams.get('review_sort')).toBe('rating-desc');
    await expect(reviews.getByRole('status').filter({ hasText: t.onlyOther.status })).toBeVisible();
    await expect(reviews.locator('article')).toHaveCount(expected);
    expect(new Set(await reviewLanguages(reviews))).toEqual(new Set([t.onlyOther.value]));
    await expect(reviews.getByText(t.summaryAll)).toBeVisible();
    await expect(page.getByRole('radio', { name: /^10 / })).toBeChecked();

    expect(await seriousViolations(page)).toEqual([]);

    // Back to all languages, the sort and pack still kept.
    await filter.selectOption('all');
    await expect(page).not.toHaveURL(/review_language=/);
    await expect(reviews.locator('article')).toHaveCount(languages.length);
    expect(new URL(page.url()).searchParams.get('review_sort')).toBe('rating-desc');
    expect(new URL(page.url()).searchParams.get('pack')).toBe('10');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('fr: the language form filters with its button and keeps pack and sort', async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = words.fr;
    const path = await productUrl(request, 'fr');
    await page.goto(`${path}?pack=10&review_sort=oldest`);
    const reviews = page.locator('#reviews');
    const filter = reviews.getByRole('combobox', { name: t.filter });
    await filter.selectOption(t.onlyOther.value);
    await filter.locator('xpath=ancestor::form').getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/review_language=de/);
    const url = new URL(page.url());
    expect(url.searchParams.get('pack')).toBe('10');
    expect(url.searchParams.get('review_sort')).toBe('oldest');
    expect(new Set(await reviewLanguages(reviews))).toEqual(new Set(['de']));
  });
});
