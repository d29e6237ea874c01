import { describe, expect, it } from 'vitest';
import { accountSectionOf } from './account-layout';

describe('account sections', () => {
  it('marks the section a page belongs to, an order page under My orders', () => {
    expect(accountSectionOf('/account')).toBe('account');
    expect(accountSectionOf('/account/orders')).toBe('accountOrders');
    expect(accountSectionOf('/account/orders/SS-2026-000123')).toBe('accountOrders');
    expect(accountSectionOf('/account/ordersx')).toBeUndefined();
    expect(accountSectionOf('/account/favorites')).toBeUndefined();
  });
});
