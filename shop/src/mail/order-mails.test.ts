import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import type { OrderMailDetails, OrderMailKind } from '../ports';
import { renderMail } from './templates';

const orderKinds: readonly OrderMailKind[] = [
  'order-confirmation',
  'order-payment-received',
  'order-shipped',
  'order-cancelled',
  'order-payment-reminder',
];

const details: OrderMailDetails = {
  number: 'SS-2030-000042',
  lines: [
    {
      productName: 'Blue <b>Dream</b>',
      seedBankName: 'Señor & Sons',
      packSize: 5,
      quantity: 2,
      grossCents: 5980,
      gift: false,
    },
    { productName: 'Gift Kush', seedBankName: 'Sweet', packSize: 1, quantity: 1, grossCents: 0, gift: true },
  ],
  shippingMethod: 'tracked',
  shippingGrossCents: 0,
  estimateDays: { min: 1, max: 3 },
  vat: [{ ratePercent: 19, vatCents: 955 }],
  totalCents: 5980,
  payment: {
    method: 'cash-by-mail',
    address_lines: ['seedshop Demo GmbH', 'Postfach 10 20 30', '10115 Berlin'],
    reference: 'SS-2030-000042',
    amount_cents: 5980,
  },
  payBy: new Date('2030-01-29T10:00:00Z'),
  tracking: { carrier: 'GLS', number: 'ZX<9>', url: 'https://gls-group.com/DE/en/parcel-tracking?match=ZX%3C9%3E' },
  cancelReason: 'unpaid',
};
const link = 'https://shop.test/de/order?number=SS-2030-000042&access=abc';
const cases = locales.flatMap((locale) => orderKinds.map((kind) => [locale, kind] as const));

describe('order mails', () => {
  it.each(cases)('%s %s: names the order, reads without gaps, escapes what came from the order', (locale, kind) => {
    const mail = renderMail(kind, locale, { firstName: 'Ana', link, order: details });
    expect(mail.subject).toContain('SS-2030-000042');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('undefined');
      expect(part).not.toContain('null');
    }
    expect(mail.html).not.toContain('<b>Dream');
    expect(mail.html).not.toContain('ZX<9>');
    expect(mail.text).toContain(link);
  });

  it.each(locales)(
    '%s: confirmation lists the items, the gift, free shipping, VAT and the cash instructions',
    (locale) => {
      const mail = renderMail('order-confirmation', locale, { firstName: 'Ana', link, order: details });
      expect(mail.text).toContain('2 × Blue <b>Dream</b>');
      expect(mail.html).toContain('2 × Blue &lt;b&gt;Dream&lt;/b&gt;');
      expect(mail.html).toContain('Señor &amp; Sons');
      expect(mail.text).toContain('seedshop Demo GmbH, Postfach 10 20 30, 10115 Berlin');
      expect(mail.text).toMatch(/59[.,]80/u);
      expect(mail.text).toMatch(/9[.,]55/u);
    },
  );

  it.each(locales)('%s: shipped shows carrier, tracking number and link; cancelled says why', (locale) => {
    const shipped = renderMail('order-shipped', locale, { firstName: 'Ana', link, order: details });
    expect(shipped.text).toContain('GLS');
    expect(shipped.text).toContain('ZX<9>');
    expect(shipped.html).toContain('href="https://gls-group.com/DE/en/parcel-tracking?match=ZX%3C9%3E"');
    const unpaid = renderMail('order-cancelled', locale, { firstName: 'Ana', link, order: details });
    const byShop = renderMail('order-cancelled', locale, {
      firstName: 'Ana',
      link,
      order: { ...details, cancelReason: 'staff' },
    });
    expect(unpaid.text).not.toBe(byShop.text);
  });

  it('refuses a tracking link that is not a web link', () => {
    const order = { ...details, tracking: { carrier: 'X', number: '1', url: 'javascript:alert(1)' } };
    expect(() => renderMail('order-shipped', 'en', { firstName: 'Ana', link, order })).toThrow(/http/u);
  });
});
