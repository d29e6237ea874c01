import { order as orderSchema, orderList as orderListSchema } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { readOrder, readOrderList, svgDataUrl } from './order-model';
import { fixtureQrSvg, wireOrder, wireOrderLine, wireOrderList } from './testing/order-fixtures';

describe('order mappers', () => {
  it('keep to the contract (the fixtures are valid wire answers)', () => {
    expect(orderSchema.safeParse(wireOrder()).success).toBe(true);
    expect(orderListSchema.safeParse(wireOrderList()).success).toBe(true);
  });

  it('map a placed order field by field', () => {
    const order = readOrder(
      wireOrder({
        lines: [
          wireOrderLine(),
          wireOrderLine({ variant_id: 'v-gift', gift: true, unit_gross_cents: 0, gross_cents: 0 }),
        ],
        status: 'shipped',
        shipping: {
          ...wireOrder().shipping,
          carrier: 'DHL',
          tracking_number: '00340434161094042557',
          tracking_url: 'https://www.dhl.com/track?id=00340434161094042557',
        },
        invoice_path: 'account/orders/SS-2026-000123/invoice.pdf',
        payment: null,
      }),
    );
    expect(order).toMatchObject({
      number: 'SS-2026-000123',
      status: 'shipped',
      paymentMethod: 'crypto',
      payment: null,
      totalCents: 6495,
      invoicePath: 'account/orders/SS-2026-000123/invoice.pdf',
      shipping: { method: 'standard', grossCents: 495, estimateDays: { min: 2, max: 4 }, carrier: 'DHL' },
      shippingAddress: { firstName: 'Ada', postalCode: '10115', houseNumber: '117' },
      billingAddress: { street: 'Unter den Linden', taxId: 'DE123456789' },
      vat: [{ ratePercent: 19, netCents: 5458, vatCents: 1037, grossCents: 6495 }],
      history: [{ status: 'awaiting-payment', note: null }],
    });
    expect(order?.lines.map((line) => [line.variantId, line.gift, line.unitGrossCents, line.packSize])).toEqual([
      ['v-lemon-haze-5', false, 3000, 5],
      ['v-gift', true, 0, 5],
    ]);
  });

  it('turn each payment method into its instructions', () => {
    const crypto = readOrder(wireOrder())?.payment;
    expect(crypto).toMatchObject({ method: 'crypto', amountBtc: '0.00123456', rateEur: 52_500, amountCents: 6495 });
    const bank = readOrder(
      wireOrder({
        payment_method: 'bank-transfer',
        payment: {
          method: 'bank-transfer',
          account_holder: 'Seedshop GmbH',
          bank_name: 'Demo Bank',
          iban: 'DE02120300000000202051',
          bic: 'BYLADEM1001',
          reference: 'SS-2026-000123',
          amount_cents: 6495,
        },
      }),
    )?.payment;
    expect(bank).toEqual({
      method: 'bank-transfer',
      accountHolder: 'Seedshop GmbH',
      bankName: 'Demo Bank',
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
      reference: 'SS-2026-000123',
      amountCents: 6495,
    });
    const cash = readOrder(
      wireOrder({
        payment_method: 'cash-by-mail',
        payment: {
          method: 'cash-by-mail',
          address_lines: ['Seedshop', 'Postfach 1', '10115 Berlin'],
          reference: 'SS-2026-000123',
          amount_cents: 6495,
        },
      }),
    )?.payment;
    expect(cash).toEqual({
      method: 'cash-by-mail',
      addressLines: ['Seedshop', 'Postfach 1', '10115 Berlin'],
      reference: 'SS-2026-000123',
      amountCents: 6495,
    });
  });

  it('turn the QR code into an image URL that holds the SVG unchanged', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Zahlung für Jürgen</title></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(url.slice('data:image/svg+xml;base64,'.length)), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(svg);
    const payment = readOrder(wireOrder())?.payment;
    expect(payment?.method === 'crypto' ? payment.qrImageUrl : null).toBe(svgDataUrl(fixtureQrSvg));
  });

  it('refuse an answer that breaks the contract', () => {
    expect(readOrder({ ...wireOrder(), status: 'lost' })).toBeNull();
    expect(readOrder({ ...wireOrder(), total_cents: 64.95 })).toBeNull();
    expect(readOrderList({ orders: [], page: 1 })).toBeNull();
  });

  it('map a page of the order list', () => {
    expect(readOrderList(wireOrderList({ page: 2, page_count: 3, total: 22 }))).toEqual({
      orders: [
        {
          number: 'SS-2026-000123',
          createdAt: '2026-03-14T10:30:00.000Z',
          status: 'shipped',
          totalCents: 6495,
          itemCount: 2,
        },
        {
          number: 'SS-2026-000101',
          createdAt: '2026-02-01T08:00:00.000Z',
          status: 'awaiting-payment',
          totalCents: 1999,
          itemCount: 1,
        },
      ],
      page: 2,
      pageCount: 3,
      total: 22,
    });
  });
});
