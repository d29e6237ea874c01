import { describe, expect, it } from 'vitest';
import { readAccountCounts } from './account-counts';
import { accountSectionOf, accountSections } from './account-sections';

describe('account sections', () => {
  it('marks the section a page belongs to, an order page under My orders', () => {
    expect(accountSectionOf('/account')).toBe('account');
    expect(accountSectionOf('/account/orders')).toBe('accountOrders');
    expect(accountSectionOf('/account/orders/SS-2026-000123')).toBe('accountOrders');
    expect(accountSectionOf('/account/ordersx')).toBeUndefined();
    expect(accountSectionOf('/account/comments')).toBe('accountComments');
    expect(accountSectionOf('/account/comparison-lists')).toBe('accountComparisonLists');
    expect(accountSectionOf('/comparison')).toBe('comparison');
    expect(accountSectionOf('/accountx')).toBeUndefined();
  });

  it('lists each section once, "My account" first', () => {
    const ids = accountSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('account');
  });
});

describe('account counts', () => {
  it('reads the summary counts of the wire and refuses anything else', () => {
    expect(readAccountCounts({ favourites: 2, comparison: 0, unread_notifications: 7 })).toEqual({
      favourites: 2,
      comparison: 0,
      unreadNotifications: 7,
    });
    expect(readAccountCounts({ favourites: -1, comparison: 0, unread_notifications: 0 })).toBeNull();
    expect(readAccountCounts({ favourites: '2', comparison: 0, unread_notifications: 0 })).toBeNull();
    expect(readAccountCounts(null)).toBeNull();
  });
});
