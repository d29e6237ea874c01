import { asc, eq, gt } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { cart as cartSchema } from '../contract/cart';
import { order as orderSchema, orderList } from '../contract/checkout';
import { customers, variants } from '../db/schema';
import { orderAccessToken } from '../orders/order-access';
import { insertTestOrder, type TestOrderLine } from '../orders/testing/order-fixture';
import {
  bodyOf,
  call,
  createConfirmedAccount,
  expectError,
  get,
  login,
  mailbox,
  post,
  type Account,
} from '../testing/api-client';
import { minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const STAFF_TOKEN = 'staff-token-for-order-tests-0123456789';
const LINK_SECRET = 'order-link-secret-for-order-tests-0123456789';
const shop = useTestShop({ config: { staffToken: STAFF_TOKEN, orderLinkSecret: LINK_SECRET } });

let stocked: { id: string; productName?: string }[] = [];

beforeAll(async () => {
  const rows = await shop.database.db
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .where(gt(variants.stock, 20))
    .orderBy(asc(variants.id));
  const seen = new Set<string>();
  stocked = rows.filter((row) => !seen.has(row.productId) && seen.add(row.productId)).slice(0, 6);
});

function variantId(index: number): string {
  const found = stocked[index];
  if (found === undefined) throw new Error(`no variant ${index}`);
  return found.id;
}

async function stockOf(id: string): Promise<number> {
  const [row] = await shop.database.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, id));
  return row?.stock ?? -1;
}

async function customerIdOf(account: Account): Promise<string> {
  const [row] = await shop.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, account.email));
  if (row === undefined) throw new Error('no customer');
  return row.id;
}

async function customer(email: string) {
  const account = await createConfirmedAccount(shop, email);
  const session = await login(shop, account);
  return { account, token: session.token, id: await customerIdOf(account) };
}

function placeOrder(
  email: string,
  customerId: string | null,
  lines: readonly TestOrderLine[],
  locale: 'en' | 'de' = 'en',
) {
  return insertTestOrder(shop.database.db, { email, customerId, lines, locale, now: shop.clock.now() });
}

const staff = (path: string, body?: unknown, language?: string) =>
  call(shop, body === undefined ? 'GET' : 'POST', path, body, {
    token: STAFF_TOKEN,
    ...(language === undefined ? {} : { language }),
  });

async function pdfText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

async function raw(path: string, token?: string): Promise<Response> {
  return shop.app.request(path, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

describe('the account’s orders', () => {
  it('are listed ten per page, newest first, with their item counts; nobody else sees them', async () => {
    const alice = await customer('orders-list@example.com');
    const numbers: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      shop.clock.advance(minutes(1));
      numbers.push(
        (await placeOrder(alice.account.email, alice.id, [{ variantId: variantId(0), quantity: 1 + (index % 3) }]))
          .number,
      );
    }
    const first = bodyOf(await get(shop, '/account/orders', { token: alice.token }), orderList);
    expect(first).toMatchObject({ page: 1, page_count: 2, total: 12 });
    expect(first.orders.map((entry) => entry.number)).toEqual(numbers.slice(2).reverse());
    expect(first.orders[0]?.item_count).toBe(1 + (11 % 3));
    const second = bodyOf(await get(shop, '/account/orders?page=2', { token: alice.token }), orderList);
    expect(second.orders.map((entry) => entry.number)).toEqual(numbers.slice(0, 2).reverse());
    expect(bodyOf(await get(shop, '/account/orders?page=3', { token: alice.token }), orderList).orders).toEqual([]);
    expectError(await get(shop, '/account/orders?page=0', { token: alice.token }), 422);
    expectError(await get(shop, '/account/orders'), 401);

    const bob = await customer('orders-list-other@example.com');
    expect(bodyOf(await get(shop, '/account/orders', { token: bob.token }), orderList).total).toBe(0);
  });

  it('answer one order to its customer, and 404 to another customer, as for an unknown number', async () => {
    const alice = await customer('orders-one@example.com');
    const bob = await customer('orders-one-other@example.com');
    const placed = await placeOrder(alice.account.email, alice.id, [{ variantId: variantId(1), quantity: 2 }]);
    const own = bodyOf(await get(shop, `/account/orders/${placed.number}`, { token: alice.token }), orderSchema);
    expect(own.number).toBe(placed.number);
    expect(own.status).toBe('awaiting-payment');
    const foreign = expectError(
      await get(shop, `/account/orders/${placed.number}`, { token: bob.token, language: 'de' }),
      404,
    );
    const unknown = expectError(
      await get(shop, '/account/orders/SS-2030-999999', { token: bob.token, language: 'de' }),
      404,
    );
    expect(foreign).toEqual(unknown);
    expectError(await get(shop, `/account/orders/${encodeURIComponent('../../x')}`, { token: bob.token }), 404);
    expectError(await raw(`/account/orders/${placed.number}/invoice.pdf`, bob.token).then(toApi), 404);
  });

  it('have an invoice only once paid: 404 before, a PDF with the number and the items after', async () => {
    const alice = await customer('orders-invoice@example.com');
    const placed = await placeOrder(alice.account.email, alice.id, [{ variantId: variantId(2), quantity: 1 }], 'de');
    const path = `/account/orders/${placed.number}/invoice.pdf`;
    expectError(await raw(path, alice.token).then(toApi), 404);
    expect((await staff(`/staff/orders/${placed.number}/events`, { action: 'mark-paid' })).status).toBe(200);
    const response = await raw(path, alice.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${placed.number}.pdf"`);
    const order = bodyOf(await get(shop, `/account/orders/${placed.number}`, { token: alice.token }), orderSchema);
    expect(order.invoice_path).toBe(`account/orders/${placed.number}/invoice.pdf`);
    const text = await pdfText(response);
    expect(text).toContain(placed.number);
    expect(text).toContain('Rechnung');
    expect(text).toContain(order.lines[0]?.product_name ?? 'missing');
  });

  it('go back into the cart with Order again: gifts left out, sold-out items skipped and named', async () => {
    const alice = await customer('orders-reorder@example.com');
    const placed = await placeOrder(alice.account.email, alice.id, [
      { variantId: variantId(3), quantity: 2 },
      { variantId: variantId(4), quantity: 1 },
      { variantId: variantId(5), quantity: 1, gift: true },
    ]);
    await shop.database.db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, variantId(4)));
    const response = await post(shop, `/account/orders/${placed.number}/reorder`, undefined, { token: alice.token });
    expect(response.status).toBe(200);
    const cart = bodyOf(response, cartSchema);
    expect(cart.lines.map((line) => [line.variant_id, line.quantity])).toEqual([[variantId(3), 2]]);
    const order = bodyOf(await get(shop, `/account/orders/${placed.number}`, { token: alice.token }), orderSchema);
    const soldOut = order.lines.find((line) => line.variant_id === variantId(4));
    expect(cart.notices).toContainEqual({
      code: 'reorder-skipped',
      message: `${soldOut?.product_name ?? 'missing'} is sold out or no longer available and was not added to your cart.`,
    });
    const bob = await customer('orders-reorder-other@example.com');
    expectError(await post(shop, `/account/orders/${placed.number}/reorder`, undefined, { token: bob.token }), 404);
  });
});

/** A fetch Response as the API client's answer (for the PDF routes, which are fetched raw). */
async function toApi(response: Response) {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

describe('the guest’s signed link', () => {
  it('shows the order with the right token; a wrong, missing or foreign token is the unknown number’s 404', async () => {
    const placed = await placeOrder('guest-link@example.com', null, [{ variantId: variantId(0), quantity: 1 }]);
    const access = orderAccessToken(LINK_SECRET, placed);
    const order = bodyOf(await get(shop, `/orders/${placed.number}?access=${access}`), orderSchema);
    expect(order.number).toBe(placed.number);
    expect(order.invoice_path).toBeNull();
    const unknown = expectError(await get(shop, `/orders/SS-2030-999999?access=${access}`), 404);
    expect(expectError(await get(shop, `/orders/${placed.number}`), 404)).toEqual(unknown);
    expect(expectError(await get(shop, `/orders/${placed.number}?access=${access.slice(1)}x`), 404)).toEqual(unknown);
    const other = await placeOrder('guest-link-2@example.com', null, [{ variantId: variantId(0), quantity: 1 }]);
    expectError(await get(shop, `/orders/${other.number}?access=${access}`), 404);

    expectError(await raw(`/orders/${placed.number}/invoice.pdf?access=${access}`).then(toApi), 404);
    await staff(`/staff/orders/${placed.number}/events`, { action: 'mark-paid' });
    const paid = bodyOf(await get(shop, `/orders/${placed.number}?access=${access}`), orderSchema);
    expect(paid.invoice_path).toBe(`orders/${placed.number}/invoice.pdf?access=${access}`);
    const pdf = await raw(`/${paid.invoice_path ?? ''}`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf)).toContain(placed.number);
    expectError(await raw(`/orders/${placed.number}/invoice.pdf?access=${access.slice(1)}x`).then(toApi), 404);
  });
});

describe('staff', () => {
  it('move an order from paid to shipped to delivered, with history and mails; a repeated action is a 409', async () => {
    const email = 'staff-flow@example.com';
    const placed = await placeOrder(email, null, [{ variantId: variantId(1), quantity: 1 }], 'de');
    const events = `/staff/orders/${placed.number}/events`;
    shop.clock.advance(minutes(5));
    const paid = bodyOf(await staff(events, { action: 'mark-paid', note: 'Überweisung eingegangen' }), orderSchema);
    expect(paid.status).toBe('paid');
    const again = expectError(await staff(events, { action: 'mark-paid' }, 'de'), 409);
    expect(again.message).toBe('Diese Änderung ist bei einer Bestellung mit dem Status „bezahlt“ nicht möglich.');
    expectError(await staff(events, { action: 'mark-delivered' }), 409);
    expectError(await staff(events, { action: 'ship', carrier: 'DHL' }), 422);

    shop.clock.advance(minutes(5));
    const shipped = bodyOf(
      await staff(events, { action: 'ship', carrier: 'DHL', tracking_number: '00340434161234567890' }),
      orderSchema,
    );
    expect(shipped.shipping).toMatchObject({ carrier: 'DHL', tracking_number: '00340434161234567890' });
    expect(shipped.shipping.tracking_url).toContain('00340434161234567890');
    expectError(await staff(events, { action: 'cancel' }), 409);
    const delivered = bodyOf(await staff(events, { action: 'mark-delivered' }), orderSchema);
    const noted = bodyOf(await staff(events, { action: 'refund-note', note: '5 € Kulanz erstattet' }), orderSchema);
    expect(noted.status).toBe('delivered');
    expect(noted.history.map((event) => [event.status, event.actor, event.note])).toEqual([
      ['awaiting-payment', 'customer', null],
      ['paid', 'staff', 'Überweisung eingegangen'],
      ['shipped', 'staff', null],
      ['delivered', 'staff', null],
      ['delivered', 'staff', '5 € Kulanz erstattet'],
    ]);
    expect(delivered.status).toBe('delivered');

    const kinds = (await mailbox(shop, email)).map((mail) => mail.kind);
    expect(kinds.sort()).toEqual(['order-payment-received', 'order-shipped']);
    const shippedMail = (await mailbox(shop, email)).find((mail) => mail.kind === 'order-shipped');
    expect(shippedMail?.subject).toBe(`Deine Bestellung ${placed.number} ist unterwegs`);
    expect(shippedMail?.text).toContain('Sendungsnummer: 00340434161234567890');
    expect(shippedMail?.text).toContain('neutraler Verpackung');
  });

  it('cancel an unpaid order: every pack goes back into stock (gifts too), once, with a mail', async () => {
    const email = 'staff-cancel@example.com';
    const stockBefore = { main: await stockOf(variantId(2)), gift: await stockOf(variantId(3)) };
    const before = [stockBefore.main, stockBefore.gift];
    const placed = await placeOrder(email, null, [
      { variantId: variantId(2), quantity: 3 },
      { variantId: variantId(3), quantity: 1, gift: true },
    ]);
    expect([await stockOf(variantId(2)), await stockOf(variantId(3))]).toEqual([
      stockBefore.main - 3,
      stockBefore.gift - 1,
    ]);
    const cancelled = bodyOf(
      await staff(`/staff/orders/${placed.number}/events`, { action: 'cancel', note: 'Kundenwunsch' }),
      orderSchema,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toBeNull();
    expect([await stockOf(variantId(2)), await stockOf(variantId(3))]).toEqual(before);
    expectError(await staff(`/staff/orders/${placed.number}/events`, { action: 'cancel' }), 409);
    expect([await stockOf(variantId(2)), await stockOf(variantId(3))]).toEqual(before);
    const mails = await mailbox(shop, email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order-cancelled']);
    expect(mails[0]?.text).toContain(`We have cancelled your order ${placed.number}.`);
  });

  it('list orders by status and need the staff token', async () => {
    const placed = await placeOrder('staff-list@example.com', null, [{ variantId: variantId(0), quantity: 1 }]);
    const list = bodyOf(await staff('/staff/orders?status=awaiting-payment'), orderList);
    expect(list.orders.every((entry) => entry.status === 'awaiting-payment')).toBe(true);
    expect(list.orders.map((entry) => entry.number)).toContain(placed.number);
    const one = bodyOf(await staff(`/staff/orders/${placed.number}`), orderSchema);
    expect(one.email).toBe('staff-list@example.com');
    expectError(await staff('/staff/orders/SS-2030-999999'), 404);
    expectError(await staff('/staff/orders?status=lost'), 422);
    expectError(await get(shop, '/staff/orders'), 401);
    expectError(await get(shop, '/staff/orders', { token: 'x'.repeat(40) }), 401);
    expectError(await post(shop, `/staff/orders/${placed.number}/events`, { action: 'cancel' }), 401);
    expectError(await staff(`/staff/orders/${placed.number}/events`, { action: 'refund' }), 422);
  });
});
