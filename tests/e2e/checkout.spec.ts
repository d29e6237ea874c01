import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support/customer';
import { hydrated } from './support/hydration';
import { addToCart } from './support/listing';
import { axeBuilder } from './support/axe';

/**
 * The buying journey in each of the four languages: from the listing to a product page, two
 * products into the cart, then the guest checkout below the cart: a new address, bank transfer →
 * the order page with the number and the bank details, the confirmation mail with the same number,
 * and the stock lowered by what was ordered. A refused destination and a missing age confirmation
 * place nothing, and what was typed stays.
 */

const words = {
  en: {
    prefix: '',
    listing: '/cannabis-seeds',
    email: 'E-mail address',
    firstName: 'First name',
    lastName: 'Last name',
    country: 'Country',
    street: 'Street',
    houseNumber: 'House number',
    postalCode: 'Postal code',
    city: 'City',
    address: { country: 'AT', street: 'Mariahilfer Straße', houseNumber: '17', postalCode: '1060', city: 'Wien' },
    bankTransfer: 'Bank transfer',
    standard: /Standard shipping/,
    age: /I am 18 or older/,
    terms: /I accept the terms and conditions/,
    placeOrder: 'Place order',
    refusedCountry: 'US',
    refused: /We do not deliver to United States/,
    errorsTitle: 'Your order could not be placed yet',
  },
  de: {
    prefix: '/de',
    listing: '/de/cannabis-samen',
    email: 'E-Mail-Adresse',
    firstName: 'Vorname',
    lastName: 'Nachname',
    country: 'Land',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    address: { country: 'DE', street: 'Torstraße', houseNumber: '5', postalCode: '10119', city: 'Berlin' },
    bankTransfer: 'Banküberweisung',
    standard: /Standardversand/,
    age: /Ich bin 18 Jahre oder älter/,
    terms: /Ich akzeptiere die AGB/,
    placeOrder: 'Jetzt bestellen',
    refusedCountry: 'BR',
    refused: /Wir liefern nicht nach Brasilien/,
    errorsTitle: 'Deine Bestellung konnte noch nicht aufgegeben werden',
  },
  fr: {
    prefix: '/fr',
    listing: '/fr/graines-de-cannabis',
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    country: 'Pays',
    street: 'Rue',
    houseNumber: 'Numéro',
    postalCode: 'Code postal',
    city: 'Ville',
    address: { country: 'FR', street: 'Rue de la Roquette', houseNumber: '42', postalCode: '75011', city: 'Paris' },
    bankTransfer: 'Virement bancaire',
    standard: /Livraison standard/,
    age: /J’ai 18 ans ou plus/,
    terms: /J’accepte les conditions générales de vente/,
    placeOrder: 'Commander',
    refusedCountry: 'US',
    refused: /Nous ne livrons pas vers ce pays\s:\sÉtats-Unis/,
    errorsTitle: 'Votre commande n’a pas encore pu être passée',
  },
  es: {
    prefix: '/es',
    listing: '/es/semillas-de-cannabis',
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    country: 'País',
    street: 'Calle',
    houseNumber: 'Número',
    postalCode: 'Código postal',
    city: 'Ciudad',
    address: { country: 'ES', street: 'Calle de Atocha', houseNumber: '27', postalCode: '28012', city: 'Madrid' },
    bankTransfer: 'Transferencia bancaria',
    standard: /Envío estándar/,
    age: /Tengo 18 años o más/,
    terms: /Acepto las condiciones generales de venta/,
    placeOrder: 'Hacer el pedido',
    refusedCountry: 'BR',
    refused: /No hacemos envíos a Brasil/,
    errorsTitle: 'Tu pedido aún no se ha podido hacer',
  },
} as const;

/** The shop's four languages; the journeys below run in each. */
type Language = keyof typeof words;

interface WireCartLine {
  readonly variant_id: string;
  readonly quantity: number;
  readonly product_name: string;
  readonly path: { readonly product: Readonly<Record<string, string>> };
}

/** A client address of its own per journey (the test server trusts one proxy hop), so rate limits are not shared. */
function clientAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.19.${byte()}.${byte()}`;
}

async function json(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(path);
  expect(response.ok(), `${path} answers`).toBe(true);
  return response.json();
}

async function cartLines(page: Page): Promise<WireCartLine[]> {
  const body = (await json(page.request, '/api/shop/cart')) as { lines: WireCartLine[] };
  return body.lines;
}

/**
 * The stock of each cart line's pack, read from the product's catalogue answer. The page's requests
 * carry its language cookie, so the product is named by its slug in that language.
 */
async function stockOf(
  request: APIRequestContext,
  lines: readonly WireCartLine[],
  locale: Language,
): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const line of lines) {
    const slug = line.path.product[locale] ?? '';
    const detail = (await json(request, `/api/shop/catalogue/products/${slug}`)) as {
      variants: { id: string; stock: number }[];
    };
    const variant = detail.variants.find((candidate) => candidate.id === line.variant_id);
    if (variant === undefined) throw new Error(`no pack ${line.variant_id} on ${slug}`);
    stock.set(line.variant_id, variant.stock);
  }
  return stock;
}

/** Puts the first two in-stock products of the listing into the cart from their cards. */
async function fillCart(page: Page, listing: string) {
  await page.goto(listing);
  const cards = page.locator('#listing-results article').filter({ has: addToCart(page) });
  await expect(cards.nth(1)).toBeVisible();
  // A press before React has taken the button over follows its plain link to the product page.
  await hydrated(addToCart(cards.nth(0)));
  const count = page.getByRole('banner').getByTestId('cart-count');
  await addToCart(cards.nth(0)).click();
  await expect(count).toHaveText('1');
  await addToCart(cards.nth(1)).click();
  await expect(count).toHaveText('2');
}

async function fillAddress(form: Locator, w: (typeof words)[Language], email: string) {
  await form.getByRole('textbox', { name: w.email }).fill(email);
  await form.getByRole('textbox', { name: w.firstName }).fill('Robin');
  await form.getByRole('textbox', { name: w.lastName }).fill('Gärtner');
  await form.getByRole('combobox', { name: w.country }).selectOption(w.address.country);
  await form.getByRole('textbox', { name: w.street }).fill(w.address.street);
  // Exact: French and Spanish also have « Numéro fiscal… » / « Número de identificación fiscal… ».
  await form.getByRole('textbox', { name: w.houseNumber, exact: true }).fill(w.address.houseNumber);
  await form.getByRole('textbox', { name: w.postalCode }).fill(w.address.postalCode);
  await form.getByRole('textbox', { name: w.city }).fill(w.address.city);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page)
    .include('[data-testid="checkout-form"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const locale of ['en', 'de', 'fr', 'es'] satisfies Language[]) {
  const w = words[locale];

  test(`${locale}: a guest checks out two products with bank transfer`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
    const email = uniqueEmail(`e2e-checkout-${locale}`);

    await test.step('a product page opens from the listing, in the language of the listing', async () => {
      await page.goto(w.listing);
      const firstProduct = page.locator('#listing-results').getByRole('link').first();
      const productName = ((await firstProduct.textContent()) ?? '').trim();
      await firstProduct.click();
      // A product page's first render can take long on a busy machine.
      await expect(page).toHaveURL(new RegExp(`^[^?]*${w.listing}/[a-z0-9-]+/[a-z0-9-]+`), { timeout: 30_000 });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible({ timeout: 30_000 });
      expect(productName).toContain(((await heading.textContent()) ?? '').trim());
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    });

    await fillCart(page, w.listing);
    const lines = await cartLines(page);
    expect(lines).toHaveLength(2);
    const before = await stockOf(page.request, lines, locale);

    await page.goto(`${w.prefix}/cart/checkout`);
    const form = page.getByTestId('checkout-form');
    await fillAddress(form, w, email);
    await expect(form.getByRole('radio', { name: w.standard })).toBeChecked();
    await form.getByRole('radio', { name: w.bankTransfer }).check();
    await expect(form.getByTestId('checkout-line')).toHaveCount(2);
    await form.getByRole('checkbox', { name: w.age }).check();
    await form.getByRole('checkbox', { name: w.terms }).check();
    if (locale === 'en') expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: w.placeOrder }).click();

    // The guest's order page through its signed link (the captcha's proof of work comes first).
    await expect(page).toHaveURL(/\/order\?/, { timeout: 60_000 });
    const url = new URL(page.url());
    const number = url.searchParams.get('number') ?? '';
    const access = url.searchParams.get('access') ?? '';
    expect(number).toMatch(/^SS-\d{4}-\d{6}$/);
    expect(url.pathname).toBe(`${w.prefix}/order`);

    const order = (await json(
      page.request,
      `/api/shop/orders/${encodeURIComponent(number)}?access=${encodeURIComponent(access)}`,
    )) as { payment: { method: string; iban: string; reference: string } | null; lines: { variant_id: string }[] };
    expect(order.payment?.method).toBe('bank-transfer');
    expect(order.payment?.reference).toBe(number);
    const main = page.getByRole('main');
    await expect(main).toContainText(number);
    const shown = ((await main.textContent()) ?? '').replace(/\s/g, '');
    expect(shown).toContain((order.payment?.iban ?? 'no IBAN').replace(/\s/g, ''));

    await test.step('the confirmation mail names the same order', async () => {
      await expect
        .poll(
          async () => {
            // The storefront's dev mailbox answers the mails as a list, newest first.
            const mails = (await json(page.request, `/api/dev/mailbox?to=${encodeURIComponent(email)}`)) as {
              subject: string;
              text: string;
            }[];
            return mails.some((mail) => mail.subject.includes(number) || mail.text.includes(number));
          },
          { timeout: 30_000, intervals: [250, 500, 1000] },
        )
        .toBe(true);
    });

    await test.step('the stock of each pack went down by what was ordered', async () => {
      const after = await stockOf(page.request, lines, locale);
      for (const line of lines) {
        // At least what was ordered: tests running beside this one may order the same packs.
        expect(after.get(line.variant_id), line.product_name).toBeLessThanOrEqual(
          (before.get(line.variant_id) ?? 0) - line.quantity,
        );
      }
      expect(await cartLines(page)).toHaveLength(0);
    });
  });

  test(`${locale}: a refused country or a missing age confirmation places nothing and keeps what was typed`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
    const email = uniqueEmail(`e2e-checkout-refused-${locale}`);
    await fillCart(page, w.listing);
    const lines = await cartLines(page);

    await page.goto(`${w.prefix}/cart/checkout`);
    const form = page.getByTestId('checkout-form');
    await fillAddress(form, w, email);
    const place = form.getByRole('button', { name: w.placeOrder });

    await form.getByRole('combobox', { name: w.country }).selectOption(w.refusedCountry);
    await expect(form.getByTestId('checkout-refused')).toHaveText(w.refused);
    await expect(place).toBeDisabled();

    await form.getByRole('combobox', { name: w.country }).selectOption(w.address.country);
    await form.getByRole('radio', { name: w.bankTransfer }).check();
    await form.getByRole('checkbox', { name: w.terms }).check();
    await expect(place).toBeEnabled();
    await place.click();
    const summary = form.getByTestId('checkout-errors');
    await expect(summary).toContainText(w.errorsTitle);
    await expect(form.getByRole('checkbox', { name: w.age })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: w.email })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: w.postalCode })).toHaveValue(w.address.postalCode);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/cart/checkout$`));

    // Nothing was placed: the cart is whole and no order mail went to the shopper. (The packs' stock
    // is not compared: tests running beside this one order the same products.)
    expect(await cartLines(page)).toHaveLength(lines.length);
    const mails = (await json(page.request, `/api/dev/mailbox?to=${encodeURIComponent(email)}`)) as unknown[];
    expect(mails).toHaveLength(0);
  });
}
