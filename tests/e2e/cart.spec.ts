import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerAndConfirm, signIn, ui, uniqueEmail, type UiLocale } from './support/customer';
import { hydrated } from './support/hydration';
import { addToCart } from './support/listing';
import { axeBuilder } from './support/axe';

/**
 * The guest's cart: two pack sizes of one product from its page and a product from a listing card,
 * the header's count, the mini cart (quantity, remove), the cart page against the shop's own answer,
 * and the cart merged into the customer's at sign-in, kept across sign-out and sign-in.
 */

const words = {
  en: {
    listing: '/cannabis-seeds',
    tag: 'en-US',
    addToCart: 'Add to cart',
    packSize: 'Pack size',
    cartTitle: 'Your cart',
    checkout: 'Go to checkout',
    undo: 'Undo',
    increase: (name: string) => `Increase the quantity of ${name}`,
    remove: (name: string) => `Remove ${name} from the cart`,
    removed: (name: string) => `${name} was removed from your cart.`,
  },
  de: {
    listing: '/de/cannabis-samen',
    tag: 'de-DE',
    addToCart: 'In den Warenkorb',
    packSize: 'Packungsgröße',
    cartTitle: 'Dein Warenkorb',
    checkout: 'Zur Kasse',
    undo: 'Rückgängig',
    increase: (name: string) => `Menge von ${name} erhöhen`,
    remove: (name: string) => `${name} aus dem Warenkorb entfernen`,
    removed: (name: string) => `${name} wurde aus deinem Warenkorb entfernt.`,
  },
} as const;

interface WireCart {
  readonly item_count: number;
  readonly total_cents: number;
  readonly subtotal_cents: number;
  readonly lines: readonly {
    readonly product_name: string;
    readonly quantity: number;
    readonly line_total_cents: number;
  }[];
}

const header = (page: Page) => page.getByRole('banner');
const cartCount = (page: Page) => header(page).getByTestId('cart-count');

async function shopCart(page: Page): Promise<WireCart> {
  const response = await page.request.get('/api/shop/cart');
  expect(response.ok()).toBe(true);
  return (await response.json()) as WireCart;
}

function money(cents: number, tag: string): string {
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The in-stock cards of the listing with their product names. */
async function cardsWithButton(page: Page): Promise<{ card: Locator; name: string }[]> {
  const cards = page.locator('#listing-results article').filter({ has: addToCart(page) });
  await expect(cards.first()).toBeVisible();
  // A press before React has taken the button over follows its plain link to the product page.
  await hydrated(addToCart(cards.first()));
  const result: { card: Locator; name: string }[] = [];
  for (let index = 0; index < Math.min(4, await cards.count()); index += 1) {
    const card = cards.nth(index);
    result.push({ card, name: ((await card.getByRole('heading').textContent()) ?? '').trim() });
  }
  return result;
}

/** The cart page shows what the shop's cart answer says, formatted for the page's language. */
async function expectCartPageMatchesShop(page: Page, tag: string) {
  const cart = await shopCart(page);
  const lines = page.getByTestId('cart-lines').getByTestId('cart-line');
  await expect(lines).toHaveCount(cart.lines.length);
  for (const line of cart.lines) {
    const row = lines.filter({ hasText: line.product_name }).filter({ hasText: money(line.line_total_cents, tag) });
    await expect(row.first()).toBeVisible();
  }
  await expect(page.getByTestId('cart-subtotal')).toHaveText(money(cart.subtotal_cents, tag));
  await expect(page.getByTestId('cart-total')).toHaveText(money(cart.total_cents, tag));
  return cart;
}

for (const locale of ['en', 'de'] satisfies UiLocale[]) {
  const w = words[locale];
  const t = ui[locale];

  test(`${locale}: a guest fills the cart, edits it in the mini cart, and keeps it as a customer`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    let productName = '';
    let cardProductName = '';

    await test.step('two pack sizes from a product page', async () => {
      await page.goto(w.listing);
      const [first] = await cardsWithButton(page);
      if (first === undefined) throw new Error('no product in stock on the listing');
      await first.card.getByRole('heading').getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
      productName = first.name;

      const packs = page.getByRole('group', { name: w.packSize }).getByRole('radio');
      await expect(packs.first()).toBeVisible();
      await page.getByRole('button', { name: w.addToCart, exact: true }).click();
      await expect(cartCount(page)).toHaveText('1');

      const other = page.locator('input[name="pack"]:not(:disabled):not(:checked)').first();
      await other.check();
      await page.getByRole('button', { name: w.addToCart, exact: true }).click();
      await expect(cartCount(page)).toHaveText('2');
    });

    await test.step('another product from a listing card: the header says 3', async () => {
      await page.goto(w.listing);
      const other = (await cardsWithButton(page)).find((card) => card.name !== productName);
      if (other === undefined) throw new Error('no second product on the listing');
      cardProductName = other.name;
      await cartCount(page).waitFor();
      const button = addToCart(other.card);
      await button.click();
      await expect(cartCount(page)).toHaveText('3');
      expect((await shopCart(page)).item_count).toBe(3);
    });

    await test.step('the mini cart: one more of the card product, one line of the page product removed', async () => {
      await header(page).getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: w.cartTitle });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(3);
      await drawer.getByRole('button', { name: w.increase(cardProductName) }).click();
      await expect(cartCount(page)).toHaveText('4');

      // Removed, put back from the toast's "Undo" (inside the drawer: the page behind it is inert),
      // and removed again.
      await drawer
        .getByRole('button', { name: w.remove(productName) })
        .first()
        .click();
      // The toast lives 2000 ms and slides in for about 750 ms of them; a pointer click waits for the
      // slide to end, which on a loaded machine can outlast the toast. A keyboard user reaches the
      // button at once: focus and Enter.
      const toast = drawer.getByRole('alert').filter({ hasText: w.removed(productName) });
      const undo = toast.getByRole('button', { name: w.undo });
      await undo.focus({ timeout: 10_000 });
      await page.keyboard.press('Enter');
      await expect(cartCount(page)).toHaveText('4');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(3);

      await drawer
        .getByRole('button', { name: w.remove(productName) })
        .first()
        .click();
      await expect(
        drawer
          .getByRole('alert')
          .filter({ hasText: w.removed(productName) })
          .first(),
      ).toBeVisible();
      await expect(cartCount(page)).toHaveText('3');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(2);

      await drawer.getByRole('link', { name: w.checkout }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/cart/checkout$`));
    });

    let guestCart: WireCart | undefined;
    await test.step('the cart page shows the same cart as the shop, with the same totals', async () => {
      await expect(page.getByRole('heading', { level: 1, name: w.cartTitle })).toBeVisible();
      guestCart = await expectCartPageMatchesShop(page, w.tag);
      expect(guestCart.item_count).toBe(3);
    });

    const customer = {
      email: uniqueEmail(`e2e-cart-${locale}`),
      password: 'Gr0wing-Tomatoes-42!',
      firstName: 'Cora',
      lastName: 'Cart',
    };
    await test.step('register and sign in: the guest cart becomes the customer’s', async () => {
      await registerAndConfirm(page, request, t, customer);
      await signIn(page, t, customer.email, customer.password);
      await expect(cartCount(page)).toHaveText('3');
      await page.goto(`${t.prefix}/cart/checkout`);
      const merged = await expectCartPageMatchesShop(page, w.tag);
      expect(merged.total_cents).toBe(guestCart?.total_cents);
    });

    await test.step('sign out and in again: the cart is still there', async () => {
      await header(page).getByText(customer.firstName).click();
      await header(page).getByRole('button', { name: t.signOut }).click();
      await expect(header(page).getByRole('link', { name: t.signIn })).toBeVisible({ timeout: 15_000 });
      await expect(cartCount(page)).toHaveCount(0);

      await signIn(page, t, customer.email, customer.password);
      await expect(cartCount(page)).toHaveText('3');
      await page.goto(`${t.prefix}/cart/checkout`);
      const again = await expectCartPageMatchesShop(page, w.tag);
      expect(again.item_count).toBe(3);
      expect(again.total_cents).toBe(guestCart?.total_cents);
    });
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the cart page and the open mini cart have no serious axe violations and work with the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const w = words.en;
  await page.goto('/cart/checkout');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(w.listing);
  const [first] = await cardsWithButton(page);
  if (first === undefined) throw new Error('no product in stock on the listing');
  await addToCart(first.card).click();
  await expect(cartCount(page)).toHaveText('1');

  // The header's cart entry opens the mini cart from the keyboard; Escape closes it and the
  // focus returns to the entry.
  const entry = header(page).getByTestId('cart-button');
  await entry.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: w.cartTitle });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(entry).toBeFocused();

  await page.goto('/cart/checkout');
  await expect(page.getByTestId('cart-lines').getByTestId('cart-line')).toHaveCount(1);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page adds the chosen pack through a plain form and the cart page shows it', async ({ page }) => {
    test.setTimeout(150_000);
    const w = words.de;
    await page.goto(w.listing);
    const card = page
      .locator('#listing-results article')
      .filter({ has: addToCart(page) })
      .first();
    const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const pack = page.locator('input[name="pack"]:not(:disabled)').last();
    const packSize = await pack.getAttribute('value');
    await pack.check();
    await page.getByRole('spinbutton', { name: 'Menge' }).fill('2');
    await page.getByRole('button', { name: w.addToCart, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]pack=${packSize}&cart=added$`));
    await expect(page.getByRole('status').filter({ hasText: 'In den Warenkorb gelegt.' })).toBeVisible();

    await page.goto('/de/cart/checkout');
    const line = page.getByTestId('cart-lines').getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(name);
    await expect(page.getByRole('spinbutton', { name: `Menge von ${name}` })).toHaveValue('2');
  });
});

test('a visitor without a cart, lists or session makes no cart or favourites request; the first add sets the hint and the next page loads the count', async ({
  page,
  context,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/shop/cart' || path === '/api/shop/lists/favourites/ids') asked.push(path);
  });
  await page.goto('/cannabis-seeds');
  const cards = page.locator('#listing-results article').filter({ has: addToCart(page) });
  await hydrated(addToCart(cards.first()));
  // The header shows the empty cart and the hearts are ready without a word to the shop.
  await expect(header(page).getByRole('link', { name: 'Cart, empty' })).toBeVisible();
  await expect(cards.first().getByRole('button', { name: /as a favourite/ })).toBeEnabled();
  expect(asked).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('has_cart');

  await addToCart(cards.first()).click();
  await expect(cartCount(page)).toHaveText('1');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'cart')?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === 'has_cart')).toMatchObject({ value: '1', httpOnly: false });

  await page.goto('/topic');
  await expect(cartCount(page)).toHaveText('1');
  expect(asked).toContain('/api/shop/cart');
});
