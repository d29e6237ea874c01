import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { registerAndConfirm, signIn, ui, uniqueEmail, type UiLocale } from './support/customer';
import { hydrated } from './support/hydration';
import { addToCart } from './support/listing';
import { axeBuilder } from './support/axe';

/**
 * A customer's order from the cart to the parcel: a guest cart merged at sign-in, a saved German
 * address (the address book offers the shop's countries, the refused ones apart, and shows the
 * shop's postal code check at its field), an order paid in Bitcoin, "My orders", the payment QR
 * code, staff marking it paid and shipped, the tracking number, the invoice PDF and "Order again".
 */

/** The staff token the e2e server runs with (playwright.config.ts). */
const staffToken = process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef';

const words = {
  en: {
    listing: '/cannabis-seeds',
    refusedGroup: 'No delivery to these countries',
    myOrders: 'My orders',
    accountNavigation: 'Account navigation',
    awaitingPayment: 'Awaiting payment',
    shipped: 'Shipped',
    orderTitle: (number: string) => `Order ${number}`,
    howToPay: 'How to pay',
    qr: /QR code of the payment to/,
    trackParcel: /Track the parcel/,
    invoice: 'Download invoice (PDF)',
    orderAgain: 'Order again',
    thanks: (number: string) => `Thank you, your order ${number} is placed.`,
    bitcoin: 'Bitcoin',
    age: 'I am 18 or older',
    terms: /I accept the terms and conditions/,
    placeOrder: 'Place order',
  },
  de: {
    listing: '/de/cannabis-samen',
    refusedGroup: 'Kein Versand in diese Länder',
    myOrders: 'Meine Bestellungen',
    accountNavigation: 'Kontonavigation',
    awaitingPayment: 'Zahlung ausstehend',
    shipped: 'Versandt',
    orderTitle: (number: string) => `Bestellung ${number}`,
    howToPay: 'So bezahlst du',
    qr: /QR-Code der Zahlung an/,
    trackParcel: /Sendung verfolgen/,
    invoice: 'Rechnung herunterladen (PDF)',
    orderAgain: 'Erneut bestellen',
    thanks: (number: string) => `Danke, deine Bestellung ${number} ist aufgegeben.`,
    bitcoin: 'Bitcoin',
    age: 'Ich bin 18 Jahre oder älter',
    terms: /Ich akzeptiere die AGB/,
    placeOrder: 'Jetzt bestellen',
  },
} as const;

const header = (page: Page) => page.getByRole('banner');

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
const cartCount = (page: Page) => header(page).getByTestId('cart-count');

interface WireCart {
  readonly item_count: number;
  readonly lines: readonly { readonly product_name: string; readonly quantity: number }[];
}

for (const locale of ['en', 'de'] satisfies UiLocale[]) {
  const w = words[locale];
  const t = ui[locale];

  test(`${locale}: a customer's Bitcoin order, from the merged cart to the parcel, the invoice and "Order again"`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    let productName = '';

    await test.step('a guest puts a product into the cart from a listing card', async () => {
      await page.goto(w.listing);
      const card = page
        .locator('#listing-results article')
        .filter({ has: addToCart(page) })
        .first();
      await expect(card).toBeVisible();
      productName = ((await card.getByRole('heading').textContent()) ?? '').trim();
      await hydrated(addToCart(card));
      await addToCart(card).click();
      await expect(cartCount(page)).toHaveText('1');
    });

    const customer = {
      email: uniqueEmail(`e2e-orders-${locale}`),
      password: 'Gr0wing-Tomatoes-42!',
      firstName: 'Olive',
      lastName: 'Order',
    };
    await test.step('register and sign in: the guest cart becomes the customer’s', async () => {
      await registerAndConfirm(page, request, t, customer);
      await signIn(page, t, customer.email, customer.password);
      await expect(cartCount(page)).toHaveText('1');
    });

    await test.step('save a German address: the shop’s countries, the refused apart, postal codes checked', async () => {
      await page.goto(`${t.prefix}/account?tab=addresses`);
      await page.getByRole('button', { name: t.addAddress }).click();
      const form = page.getByRole('form');
      const country = form.getByRole('combobox', { name: t.country, exact: true });
      // Every EU state (Poland, Greece) is offered; the United States only under "no delivery".
      await expect(country.locator('option[value="PL"]')).toHaveCount(1);
      await expect(country.locator('option[value="GR"]')).toHaveCount(1);
      await expect(country.locator(`optgroup[label="${w.refusedGroup}"] option[value="US"]`)).toHaveCount(1);
      await expect(country.locator('option[value="US"]')).toHaveCount(1);

      await country.selectOption('DE');
      await form.getByRole('textbox', { name: t.street, exact: true }).fill('Invalidenstraße');
      await form.getByRole('textbox', { name: t.houseNumber, exact: true }).fill('117');
      const postalCode = form.getByRole('textbox', { name: t.postalCode, exact: true });
      await postalCode.fill('1011');
      await form.getByRole('textbox', { name: t.city, exact: true }).fill('Berlin');
      await form.getByRole('checkbox', { name: t.primaryAddress, exact: true }).check();
      await form.getByRole('button', { name: t.saveAddress }).click();
      await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
      await expect(postalCode).toBeFocused();

      await postalCode.fill('10115');
      await form.getByRole('button', { name: t.saveAddress }).click();
      await expect(page.getByText(t.addressSaved)).toBeVisible();
    });

    let orderNumber = '';
    await test.step('check out in the form with the saved address and Bitcoin', async () => {
      await page.goto(`${t.prefix}/cart/checkout`);
      const form = page.getByTestId('checkout-form');
      // The saved address is chosen for the customer (their primary address).
      await expect(form.getByRole('radio', { name: /Invalidenstraße 117/ })).toBeChecked();
      await expect(form.getByRole('textbox', { name: t.street, exact: true })).toHaveCount(0);
      await expect(form.getByTestId('checkout-line')).toHaveCount(1);
      await form.getByRole('radio', { name: w.bitcoin, exact: true }).check();
      await form.getByRole('checkbox', { name: w.age }).check();
      await form.getByRole('checkbox', { name: w.terms }).check();
      await form.getByRole('button', { name: w.placeOrder }).click();

      await expect(page).toHaveURL(/\/account\/orders\/SS-\d{4}-\d{6}\?placed=1$/, { timeout: 60_000 });
      orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await expect(page.getByRole('status').filter({ hasText: w.thanks(orderNumber) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: w.orderTitle(orderNumber) })).toBeVisible();
      await expect(page.getByRole('region', { name: w.howToPay })).toBeVisible();
    });

    await test.step('"My orders" lists the order, awaiting payment', async () => {
      await page.goto(`${t.prefix}/account`);
      await page.getByRole('navigation', { name: w.accountNavigation }).getByRole('link', { name: w.myOrders }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account/orders$`));
      await expect(page.getByRole('heading', { level: 1, name: w.myOrders })).toBeVisible();
      const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
      await expect(row).toBeVisible();
      await expect(row).toContainText(w.awaitingPayment);
      expect(await seriousViolations(page)).toEqual([]);
      await row.getByRole('link', { name: orderNumber }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account/orders/${orderNumber}$`));
    });

    await test.step('a number that is not the customer’s is the 404 page', async () => {
      const answer = await page.goto(`${t.prefix}/account/orders/SS-1999-000001`);
      expect(answer?.status()).toBe(404);
      await page.goBack();
    });

    await test.step('the order page shows how to pay, with the QR code as an image', async () => {
      await expect(page.getByRole('heading', { level: 1, name: w.orderTitle(orderNumber) })).toBeVisible();
      const pay = page.getByRole('region', { name: w.howToPay });
      const qr = pay.getByRole('img', { name: w.qr });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      // The browser decoded the SVG: a real picture, not a broken image.
      expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByTestId('order-line').filter({ hasText: productName })).toBeVisible();
      await expect(page.getByRole('link', { name: w.invoice })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('staff marks the order paid and ships it with DHL', async () => {
      const auth = { Authorization: `Bearer ${staffToken}` };
      const events = `/api/shop/staff/orders/${encodeURIComponent(orderNumber)}/events`;
      const paid = await request.post(events, { headers: auth, data: { action: 'mark-paid' } });
      expect(paid.ok(), await paid.text()).toBe(true);
      const shipped = await request.post(events, {
        headers: auth,
        data: { action: 'ship', carrier: 'DHL', tracking_number: '00340434161094042557' },
      });
      expect(shipped.ok(), await shipped.text()).toBe(true);
    });

    await test.step('the customer sees it shipped, with the tracking number and link', async () => {
      await page.reload();
      await expect(page.getByTestId('order-status')).toHaveText(w.shipped);
      await expect(page.getByRole('region', { name: w.howToPay })).toHaveCount(0);
      const tracking = page.getByTestId('order-tracking');
      await expect(tracking).toContainText('DHL');
      await expect(tracking).toContainText('00340434161094042557');
      await expect(tracking.getByRole('link', { name: w.trackParcel })).toHaveAttribute('href', /00340434161094042557/);
    });

    await test.step('the invoice downloads as a PDF naming the order and the product', async () => {
      const link = page.getByRole('link', { name: w.invoice });
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const path = await download.path();
      const bytes = new Uint8Array(await readFile(path));
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const pdf = await getDocumentProxy(bytes);
      const { text } = await extractText(pdf, { mergePages: true });
      expect(text).toContain(orderNumber);
      expect(text).toContain(productName);
    });

    await test.step('"Order again" fills the cart and goes on to it', async () => {
      // Placing the order emptied the cart.
      await expect(cartCount(page)).toHaveCount(0);
      await page.getByRole('button', { name: w.orderAgain }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart/checkout$`), { timeout: 15_000 });
      await expect(cartCount(page)).toHaveText('1');
      const cart = (await (await page.request.get('/api/shop/cart')).json()) as WireCart;
      expect(cart.lines.map((line) => line.product_name)).toEqual([productName]);
    });
  });
}

test('an order link with a wrong or without a signature is the 404 page', async ({ page }) => {
  const answer = await page.goto('/order?number=SS-2026-000001&access=not-the-signature');
  expect(answer?.status()).toBe(404);
  const missing = await page.goto('/order?number=SS-2026-000001');
  expect(missing?.status()).toBe(404);
});
