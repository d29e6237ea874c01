import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerAndConfirm, signIn, ui, type UiLocale } from './support/customer';
import { runLake, type Lake } from './support/lake';

/**
 * Product alerts, in English and German: a customer subscribes to a sold-out pack → staff restock
 * it through the staff API → the mail is in the dev mailbox in the customer's language, its link
 * opens the product with that pack chosen, Product subscriptions shows it fulfilled and Product
 * notifications shows it unread. And a price-drop alert fires when a promotion is published
 * (the lake's actions API → signed webhook → the shop's price-rule sync).
 */

/** The staff token the e2e server runs with (playwright.config.ts). */
const staffToken = process.env.E2E_STAFF_TOKEN ?? 'e2e-staff-token-0123456789abcdef';
const staff = { Authorization: `Bearer ${staffToken}`, 'Content-Type': 'application/json' };

const words = {
  en: {
    notify: (size: number) => `Notify me when the ${size} ${size === 1 ? 'seed' : 'seeds'} pack is back`,
    priceDrop: 'Tell me when the price drops',
    done: 'Done! We will email you.',
    backInStockSubject: 'Back in stock: ',
    priceDropSubject: 'Price drop: ',
    subscriptions: 'Product subscriptions',
    notifications: 'Product notifications',
  },
  de: {
    notify: (size: number) => `Benachrichtige mich, wenn die Packung mit ${size} Samen wieder da ist`,
    priceDrop: 'Sag mir, wenn der Preis sinkt',
    done: 'Erledigt! Wir schicken dir eine E-Mail.',
    backInStockSubject: 'Wieder vorrätig: ',
    priceDropSubject: 'Preis gesenkt: ',
    subscriptions: 'Produktabos',
    notifications: 'Produktbenachrichtigungen',
  },
} as const;

interface Pack {
  readonly id: string;
  readonly pack_size: number;
}

interface Product {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly packs: readonly Pack[];
}

/** A product far down the catalogue (no other journey uses it), with its packs. */
async function productAt(request: APIRequestContext, locale: UiLocale, page: number): Promise<Product> {
  const list = await request.get(`/api/shop/catalogue/products?per_page=1&page=${page}&sort=price-desc`, {
    headers: { 'Accept-Language': locale },
  });
  expect(list.status()).toBe(200);
  const items = ((await list.json()) as { items: { slug: string }[] }).items;
  const slug = items[0]?.slug ?? '';
  const detail = await request.get(`/api/shop/catalogue/products/${slug}`, { headers: { 'Accept-Language': locale } });
  expect(detail.status()).toBe(200);
  const product = (await detail.json()) as {
    id: string;
    name: string;
    path: Record<'catalog' | 'category' | 'product', Record<UiLocale, string>>;
    variants: Pack[];
  };
  const prefix = ui[locale].prefix;
  return {
    id: product.id,
    name: product.name,
    url: `${prefix}/${product.path.catalog[locale]}/${product.path.category[locale]}/${product.path.product[locale]}`,
    packs: product.variants,
  };
}

interface Mail {
  readonly kind: string;
  readonly subject: string;
  readonly links: string[];
}

async function mailOf(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const body = (await response.json()) as { messages?: Mail[] } | Mail[];
        const mails = Array.isArray(body) ? body : (body.messages ?? []);
        found = mails.find((mail) => mail.kind === kind);
        return found?.kind;
      },
      { message: `a ${kind} mail to ${to}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(kind);
  if (found === undefined) throw new Error(`no ${kind} mail to ${to}`);
  return found;
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

for (const [locale, page] of [
  ['en', 61],
  ['de', 67],
] as const) {
  test(`${locale}: a customer's Notify me on a sold-out pack fires on a staff restock`, async ({
    page: browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const t = ui[locale];
    const w = words[locale];
    const product = await productAt(request, locale, page);
    const pack = product.packs[1] ?? product.packs[0];
    if (pack === undefined) throw new Error('a product without packs');

    await test.step('staff sell the pack out', async () => {
      const answer = await request.put(`/api/shop/staff/variants/${pack.id}/stock`, {
        headers: staff,
        data: { stock: 0 },
      });
      expect(answer.status()).toBe(200);
    });

    const customer = {
      email: `alerts-${locale}-${randomUUID().slice(0, 8)}@example.com`,
      password: 'Hanfblüte-im-Mai-2030',
      firstName: 'Alex',
      lastName: 'Grower',
    };
    await registerAndConfirm(browser, request, t, customer);
    await signIn(browser, t, customer.email, customer.password);

    await test.step('Notify me on the sold-out pack: one click', async () => {
      await browser.goto(product.url);
      await browser.getByRole('button', { name: w.notify(pack.pack_size) }).click();
      await expect(browser.getByTestId('product-alerts').getByText(w.done)).toBeVisible({ timeout: 15_000 });
    });

    await test.step('staff restock it through the staff API', async () => {
      const answer = await request.put(`/api/shop/staff/variants/${pack.id}/stock`, {
        headers: staff,
        data: { stock: 9 },
      });
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { fulfilled_subscriptions: number }).fulfilled_subscriptions).toBe(1);
    });

    await test.step(`the mail is in the mailbox in ${locale}; its link opens the product with the pack chosen`, async () => {
      const mail = await mailOf(request, customer.email, 'back-in-stock');
      expect(mail.subject.startsWith(w.backInStockSubject)).toBe(true);
      const link = mail.links[0] ?? '';
      expect(link).toContain(`?pack=${pack.pack_size}`);
      await browser.goto(pathOf(link));
      await expect(browser.locator(`input[type="radio"][name="pack"][value="${pack.pack_size}"]`)).toBeChecked();
    });

    await test.step('Product subscriptions shows it fulfilled; Product notifications shows it unread', async () => {
      await browser.goto(`${t.prefix}/account/subscriptions`);
      await expect(browser.getByRole('heading', { level: 1, name: w.subscriptions })).toBeVisible();
      await expect(browser.getByTestId('subscription').first()).toHaveAttribute('data-status', 'fulfilled');
      await browser.goto(`${t.prefix}/account/notifications`);
      await expect(browser.getByRole('heading', { level: 1, name: w.notifications })).toBeVisible();
      await expect(browser.getByTestId('notification').first()).toHaveAttribute('data-read', 'false');
      await expect(browser.getByTestId('notification').first()).toContainText(product.name);
    });
  });
}

/** The lake's actions API as the editor, over HTTPS trusting the lake's own certificate. */
async function act(lake: Lake, actions: readonly unknown[]): Promise<void> {
  const body = JSON.stringify({ actions });
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = httpsRequest(
      `${lake.url}/v2025-02-19/data/actions/production`,
      {
        method: 'POST',
        ca: readFileSync(join(lake.dataDir, 'tls', 'cert.pem')),
        headers: { authorization: `Bearer ${lake.token}`, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
  expect(answer.status, answer.text).toBe(200);
}

test('en: Tell me when the price drops fires when a promotion is published', async ({ page: browser, request }) => {
  test.setTimeout(180_000);
  const t = ui.en;
  const lake = runLake();
  const product = await productAt(request, 'en', 73);
  const customer = {
    email: `price-drop-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Hanfblüte-im-Mai-2030',
    firstName: 'Alex',
    lastName: 'Grower',
  };
  await registerAndConfirm(browser, request, t, customer);
  await signIn(browser, t, customer.email, customer.password);

  await browser.goto(product.url);
  await browser.getByRole('button', { name: words.en.priceDrop }).click();
  await expect(browser.getByTestId('product-alerts').getByText(words.en.done)).toBeVisible({ timeout: 15_000 });

  const key = `e2e-alert-${randomUUID().slice(0, 8)}`;
  const ruleId = `priceRule.${key}`;
  const promotionId = `promotion.${key}.en`;
  const now = Date.now();
  const window = {
    startsAt: new Date(now - 60 * 60_000).toISOString(),
    endsAt: new Date(now + 60 * 60_000).toISOString(),
  };
  await act(lake, [
    {
      actionType: 'sanity.action.document.create',
      publishedId: ruleId,
      attributes: {
        _id: `drafts.${ruleId}`,
        _type: 'priceRule',
        title: `E2E: 20 % off ${product.name}`,
        discountType: 'percent',
        percentOff: 20,
        scope: 'products',
        products: [{ _key: 'p1', _type: 'productRef', productId: product.id }],
        ...window,
      },
    },
    {
      actionType: 'sanity.action.document.create',
      publishedId: promotionId,
      attributes: {
        _id: `drafts.${promotionId}`,
        _type: 'promotion',
        language: 'en',
        slug: { _type: 'slug', current: key },
        products: [],
        priceRule: { _type: 'reference', _ref: ruleId },
        title: 'E2E price alert sale',
        badge: '−20 % alert',
        summary: 'Twenty per cent off one product.',
        ...window,
      },
    },
    { actionType: 'sanity.action.document.publish', draftId: `drafts.${ruleId}`, publishedId: ruleId },
    { actionType: 'sanity.action.document.publish', draftId: `drafts.${promotionId}`, publishedId: promotionId },
  ]);
  try {
    const mail = await mailOf(request, customer.email, 'price-drop');
    expect(mail.subject).toBe(`${words.en.priceDropSubject}${product.name}`);
    await browser.goto('/account/notifications');
    await expect(browser.getByTestId('notification').first()).toContainText(`${product.name} is cheaper`);
  } finally {
    await act(lake, [
      {
        actionType: 'sanity.action.document.delete',
        publishedId: promotionId,
        includeDrafts: [`drafts.${promotionId}`],
      },
      { actionType: 'sanity.action.document.unpublish', draftId: `drafts.${ruleId}`, publishedId: ruleId },
    ]);
  }
});
