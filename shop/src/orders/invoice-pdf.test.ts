import type { Locale } from '@seedshop/locales';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OrderLineRow, OrderRow } from '../db/schema';
import { DEMO_INVOICE_SELLER, renderInvoicePdf } from './invoice-pdf';
import type { OrderRecord } from './order-view';

const paidAt = new Date('2030-01-20T09:30:00Z');

function line(position: number, name: string, quantity: number, unitGross: number): OrderLineRow {
  const unitNet = Math.round((unitGross * 100) / 119);
  return {
    id: `line-${position}`,
    orderId: 'order-1',
    position,
    variantId: `v${position}`,
    productId: `p${position}`,
    productName: name,
    seedBankName: 'Señor Seeds',
    packSize: 5,
    quantity,
    gift: false,
    originalUnitGrossCents: unitGross,
    unitNetCents: unitNet,
    unitGrossCents: unitGross,
    vatRatePercent: 19,
    netCents: unitNet * quantity,
    vatCents: (unitGross - unitNet) * quantity,
    grossCents: unitGross * quantity,
    discountName: null,
    ruleId: null,
  };
}

/** A paid German-VAT order of five lines, whose names use every language's special letters. */
function record(locale: Locale, names: readonly string[]): OrderRecord {
  const lines = names.map((name, index) => line(index, name, index + 1, 1290 + index * 500));
  const net = lines.reduce((sum, entry) => sum + entry.netCents, 412);
  const total = lines.reduce((sum, entry) => sum + entry.grossCents, 490);
  const address = {
    first_name: 'Zoë',
    last_name: 'Łukasiewicz-Müller',
    country: 'DE',
    state: null,
    city: 'Köln',
    postal_code: '50667',
    street: 'Domstraße',
    house_number: '1',
    tax_id: 'DE123456789',
    phone: null,
  };
  const order: OrderRow = {
    id: 'order-1',
    seq: 42,
    number: 'SS-2030-000042',
    customerId: null,
    email: 'zoe@example.com',
    locale,
    status: 'paid',
    shippingAddress: address,
    billingAddress: address,
    shippingCountry: 'DE',
    shippingMethod: 'standard',
    shippingNetCents: 412,
    shippingVatCents: 78,
    shippingGrossCents: 490,
    estimateMinDays: 2,
    estimateMaxDays: 4,
    paymentMethod: 'bank-transfer',
    paymentDetails: {},
    vatRatePercent: 19,
    netCents: net,
    vatCents: total - net,
    totalCents: total,
    vatSummary: [{ rate_percent: 19, net_cents: net, vat_cents: total - net, gross_cents: total }],
    couponCode: null,
    appliedRules: [],
    idempotencyKey: 'key',
    requestFingerprint: 'fingerprint',
    carrier: null,
    trackingNumber: null,
    payBy: new Date('2030-02-01T09:00:00Z'),
    reminderSentAt: null,
    paidAt,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: new Date('2030-01-15T10:00:00Z'),
    updatedAt: paidAt,
  };
  return { order, lines, events: [] };
}

async function textOf(pdf: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

const cases = [
  ['en', 'Invoice', ['Blueberry Kush', 'Gorilla Glue', 'Amnesia Haze', 'White Widow', 'Northern Lights'], '€'],
  ['de', 'Rechnung', ['Grüne Kräuter', 'Süßer Traum', 'Öl-Blüte', 'Straßenfeger', 'Ähre'], 'Gesamtbetrag'],
  ['fr', 'Facture', ['Crème brûlée', 'Fraîcheur', 'Île verte', 'Garçon', 'Noël'], 'Total TTC'],
  ['es', 'Factura', ['Niña bonita', 'Señorita', 'Corazón', '¡Olé!', 'Pequeño'], '¡Gracias!'],
] as const;

describe('invoice PDF', () => {
  it.each(cases)(
    '%s: the number, the title, every line and the special letters come out as text',
    async (locale, title, names, phrase) => {
      const pdf = await renderInvoicePdf(record(locale, names), DEMO_INVOICE_SELLER);
      expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
      const text = await textOf(pdf);
      expect(text).toContain('SS-2030-000042');
      expect(text).toContain(title);
      for (const name of names) expect(text).toContain(name);
      expect(text).toContain(phrase);
      expect(text).toContain('Señor Seeds');
      expect(text).toContain(DEMO_INVOICE_SELLER.vatId);
      expect(text).toContain('Zoë');
      // ł is outside WinAnsi: written without its stroke instead of failing.
      expect(text).toContain('ukasiewicz-Müller');
    },
  );

  it('refuses an order that is not paid', async () => {
    const unpaid = record('en', ['A']);
    await expect(
      renderInvoicePdf(
        { ...unpaid, order: { ...unpaid.order, status: 'awaiting-payment', paidAt: null } },
        DEMO_INVOICE_SELLER,
      ),
    ).rejects.toThrow(/no invoice/u);
  });

  it('continues on further pages for long orders, the table header repeated', async () => {
    const names = Array.from({ length: 70 }, (_, index) => `Strain ${index + 1}`);
    const pdf = await renderInvoicePdf(record('en', names), DEMO_INVOICE_SELLER);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    expect(document.numPages).toBeGreaterThan(1);
    const text = await textOf(pdf);
    expect(text).toContain('Strain 70');
    expect(text).toContain(`Page 2 of ${document.numPages}`);
  });

  it('reports its size and the time to make it for a five-line order', async () => {
    const input = record('de', cases[1][2]);
    await renderInvoicePdf(input, DEMO_INVOICE_SELLER);
    const runs = 20;
    const started = performance.now();
    let size = 0;
    for (let run = 0; run < runs; run += 1) size = (await renderInvoicePdf(input, DEMO_INVOICE_SELLER)).byteLength;
    const ms = (performance.now() - started) / runs;
    console.info(`invoice PDF, 5 lines: ${size} bytes, ${ms.toFixed(1)} ms per invoice (mean of ${runs})`);
    expect(size).toBeGreaterThan(1000);
  });
});
