import { asc, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { order as orderSchema } from '../contract/checkout';
import { customers, orderEvents, orders, outbox, variants } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { createConfirmedAccount } from '../testing/api-client';
import { PUBLIC_URL } from '../testing/test-app';
import { useTestShop } from '../testing/shop-fixture';
import { orderAccessToken, verifyOrderAccess } from './order-access';
import { queueOrderMail } from './order-mails';
import { loadOrderWire } from './order-view';
import { insertTestOrder, TEST_BTC_ADDRESS } from './testing/order-fixture';

const shop = useTestShop();
const linkSecret = 'order-view-test-secret-0123456789abcdef';
let variantIds: string[] = [];

beforeAll(async () => {
  const rows = await shop.database.db
    .select({ id: variants.id })
    .from(variants)
    .where(gt(variants.stock, 10))
    .orderBy(asc(variants.id))
    .limit(3);
  variantIds = rows.map((row) => row.id);
});

function line(index: number, quantity: number, gift = false) {
  const variantId = variantIds[index];
  if (variantId === undefined) throw new Error(`no variant ${index}`);
  return { variantId, quantity, gift };
}

async function lastMail(to: string) {
  const [row] = await shop.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.seq))
    .limit(1);
  if (row === undefined) throw new Error(`no mail to ${to}`);
  return row;
}

describe('the order view', () => {
  it('maps a crypto order awaiting payment: lines, totals, BIP 21 URI and QR code, history, no invoice yet', async () => {
    const placed = await insertTestOrder(shop.database.db, {
      email: 'View@Example.com',
      paymentMethod: 'crypto',
      lines: [line(0, 2), line(1, 1, true)],
      now: shop.clock.now(),
    });
    const wire = orderSchema.parse(await loadOrderWire(shop.database.db, placed.id, { linkSecret }));
    expect(wire.number).toMatch(/^SS-2030-\d{6}$/u);
    expect(wire.email).toBe('view@example.com');
    expect(wire.lines).toHaveLength(2);
    expect(wire.lines[1]?.gift).toBe(true);
    expect(wire.net_cents + wire.vat_cents).toBe(wire.total_cents);
    expect(wire.payment?.method).toBe('crypto');
    if (wire.payment?.method !== 'crypto') throw new Error('crypto expected');
    expect(wire.payment.address).toBe(TEST_BTC_ADDRESS);
    expect(wire.payment.uri).toBe(
      `bitcoin:${TEST_BTC_ADDRESS}?amount=${wire.payment.amount_btc}&label=${encodeURIComponent(wire.number)}`,
    );
    expect(wire.payment.amount_btc).toMatch(/^0\.\d{8}$/u);
    expect(wire.payment.qr_svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(wire.pay_by).not.toBeNull();
    expect(wire.history).toEqual([
      { at: shop.clock.now().toISOString(), status: 'awaiting-payment', actor: 'customer', note: null },
    ]);
    expect(wire.invoice_path).toBeNull();
  });

  it('gives a paid guest order the signed invoice path, a customer order the account path', async () => {
    const guest = await insertTestOrder(shop.database.db, {
      email: 'guest-paid@example.com',
      status: 'paid',
      lines: [line(0, 1)],
      now: shop.clock.now(),
    });
    const wire = await loadOrderWire(shop.database.db, guest.id, { linkSecret });
    expect(wire.payment).toBeNull();
    expect(wire.pay_by).toBeNull();
    const access = orderAccessToken(linkSecret, guest);
    expect(wire.invoice_path).toBe(`orders/${guest.number}/invoice.pdf?access=${access}`);
    expect(verifyOrderAccess(linkSecret, guest, access)).toBe(true);
    const asAccount = await loadOrderWire(shop.database.db, guest.id, { linkSecret, invoiceVia: 'account' });
    expect(asAccount.invoice_path).toBe(`account/orders/${guest.number}/invoice.pdf`);
  });
});

describe('order mails', () => {
  const mailer = () => createMailer({ db: shop.database.db, clock: shop.clock, render: renderMail, transport: null });
  const config = () => ({
    publicUrl: PUBLIC_URL,
    accessTokenTtlMinutes: 60,
    refreshTokenTtlDays: 30,
    devMailbox: true,
    orderLinkSecret: linkSecret,
  });

  it('confirm a guest order in its language, with the bank details, the totals and the signed link', async () => {
    const placed = await insertTestOrder(shop.database.db, {
      email: 'bestellung@example.com',
      locale: 'de',
      firstName: 'Jürgen <b>',
      lines: [line(0, 2), line(2, 1)],
      now: shop.clock.now(),
    });
    await queueOrderMail(shop.database.db, { mailer: mailer(), config: config() }, placed.id, 'confirmation');
    const mail = await lastMail('bestellung@example.com');
    expect(mail.kind).toBe('order-confirmation');
    expect(mail.subject).toBe(`Deine seedshop-Bestellung ${placed.number}`);
    expect(mail.text).toContain('Hallo Jürgen <b>,');
    expect(mail.html).toContain('Hallo Jürgen &lt;b&gt;,');
    expect(mail.text).toContain('neutraler Verpackung');
    expect(mail.text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
    expect(mail.text).toContain(`Verwendungszweck: ${placed.number}`);
    expect(mail.text).toMatch(/inkl\. 19\s% MwSt\.: \d+,\d{2}\s€/u);
    expect(mail.text).toMatch(/Standardversand \(2–4 Werktage\): 4,90\s€/u);
    const access = orderAccessToken(linkSecret, placed);
    expect(mail.text).toContain(`${PUBLIC_URL}/de/order?number=${placed.number}&access=${access}`);
  });

  it.each([
    ['en', 'payment-reminder', 'Reminder: order', 'Amount to send'],
    ['fr', 'payment-reminder', 'Rappel', 'Montant à envoyer'],
    ['es', 'confirmation', 'Tu pedido de seedshop', 'Importe que debes enviar'],
  ] as const)('%s %s: crypto instructions in the order’s language', async (locale, purpose, subject, label) => {
    const email = `crypto-${locale}-${purpose}@example.com`;
    const placed = await insertTestOrder(shop.database.db, {
      email,
      locale,
      paymentMethod: 'crypto',
      lines: [line(1, 1)],
      now: shop.clock.now(),
    });
    await queueOrderMail(shop.database.db, { mailer: mailer(), config: config() }, placed.id, purpose);
    const mail = await lastMail(email);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain(label);
    expect(mail.text).toContain(TEST_BTC_ADDRESS);
  });

  it('link a customer’s mails to the account’s order page; shipped mails carry the tracking link', async () => {
    const account = await createConfirmedAccount(shop, 'mail-customer@example.com');
    const [customer] = await shop.database.db.select().from(customers).where(eq(customers.email, account.email));
    const placed = await insertTestOrder(shop.database.db, {
      email: account.email,
      customerId: customer?.id ?? null,
      status: 'shipped',
      lines: [line(0, 1)],
      now: shop.clock.now(),
    });
    await shop.database.db
      .update(orders)
      .set({ carrier: 'DHL', trackingNumber: '00340434161234567890' })
      .where(eq(orders.id, placed.id));
    await queueOrderMail(shop.database.db, { mailer: mailer(), config: config() }, placed.id, 'shipped');
    const mail = await lastMail(account.email);
    expect(mail.subject).toBe(`Your order ${placed.number} is on its way`);
    expect(mail.text).toContain(`${PUBLIC_URL}/account/orders/${placed.number}`);
    expect(mail.text).toContain('discreet packaging');
    expect(mail.text).toContain('Carrier: DHL');
    expect(mail.text).toContain('Tracking number: 00340434161234567890');
    expect(mail.text).toContain('tracking-id=00340434161234567890');
  });

  it('say why an order was cancelled: unpaid in time (system) or by the shop', async () => {
    const placed = await insertTestOrder(shop.database.db, {
      email: 'cancelled@example.com',
      status: 'cancelled',
      lines: [line(0, 1)],
      now: shop.clock.now(),
    });
    await shop.database.db.insert(orderEvents).values({
      orderId: placed.id,
      at: shop.clock.now(),
      status: 'cancelled',
      actor: 'system',
      kind: 'cancelled',
      note: null,
    });
    const context = { mailer: mailer(), config: config() };
    await queueOrderMail(shop.database.db, context, placed.id, 'cancelled');
    expect((await lastMail('cancelled@example.com')).text).toContain('did not receive the payment');
    await shop.database.db.insert(orderEvents).values({
      orderId: placed.id,
      at: shop.clock.now(),
      status: 'cancelled',
      actor: 'staff',
      kind: 'cancelled',
      note: null,
    });
    await queueOrderMail(shop.database.db, context, placed.id, 'cancelled');
    expect((await lastMail('cancelled@example.com')).text).toContain(`We have cancelled your order ${placed.number}.`);
  });
});
