import { checkoutQuote, order, orderConflict } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wireOrder } from '@/orders/testing/order-fixtures';
import { expectReaderAgrees } from '@/shop-client/testing/reader-agreement';
import { conflictReader, placedOrderReader, quoteReader, readPlacedOrder } from './checkout-model';
import { wireConflict, wireQuote, wireQuoteLine } from './testing/quote-fixtures';

describe('checkout answer readers', () => {
  it('read the quote exactly as the contract’s schema does', () => {
    const fixture = wireQuote({
      deliverable: false,
      message: 'We do not ship there.',
      lines: [wireQuoteLine(), wireQuoteLine({ gift: true, discount_name: 'Winter', gross_cents: 0 })],
      notices: [{ code: 'price-changed', message: 'A price changed.' }],
    });
    expect(expectReaderAgrees(quoteReader, checkoutQuote, fixture)).toBeGreaterThan(500);
  });

  it('read a conflict exactly as the contract’s schema does', () => {
    expect(expectReaderAgrees(conflictReader, orderConflict, wireConflict())).toBeGreaterThan(100);
  });

  it('read what the checkout needs of a placed order and ignore the rest of the order', () => {
    const receipt = z.object({ order: order.pick({ number: true }), access_token: z.string() });
    const fixture = { order: wireOrder({ number: 'SS-2026-000042' }), access_token: 'signed' };
    expect(expectReaderAgrees(placedOrderReader, receipt, fixture)).toBeGreaterThan(500);
    expect(readPlacedOrder({ ...fixture, order: { ...fixture.order, history: 'not a list' } })).toEqual({
      number: 'SS-2026-000042',
      accessToken: 'signed',
    });
  });
});
