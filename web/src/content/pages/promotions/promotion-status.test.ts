import { describe, expect, it } from 'vitest';
import { groupPromotions, promotionStatus } from './promotion-status';

const now = new Date('2026-06-15T12:00:00Z');

describe('promotionStatus', () => {
  it('is upcoming before the start, current until the end, ended afterwards', () => {
    expect(promotionStatus({ startsAt: '2026-07-01T00:00:00Z', endsAt: '2026-07-31T00:00:00Z' }, now)).toBe('upcoming');
    expect(promotionStatus({ startsAt: '2026-06-15T12:00:00Z', endsAt: '2026-06-30T00:00:00Z' }, now)).toBe('current');
    expect(promotionStatus({ startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-06-15T12:00:00Z' }, now)).toBe('ended');
  });

  it('treats unreadable dates as ended', () => {
    expect(promotionStatus({ startsAt: 'soon', endsAt: '2026-07-31T00:00:00Z' }, now)).toBe('ended');
  });
});

describe('groupPromotions', () => {
  it('orders current by end, upcoming by start and ended by most recent end', () => {
    const promotions = [
      { id: 'a', startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-06-30T00:00:00Z' },
      { id: 'b', startsAt: '2026-06-10T00:00:00Z', endsAt: '2026-06-20T00:00:00Z' },
      { id: 'c', startsAt: '2026-09-01T00:00:00Z', endsAt: '2026-09-30T00:00:00Z' },
      { id: 'd', startsAt: '2026-07-01T00:00:00Z', endsAt: '2026-07-30T00:00:00Z' },
      { id: 'e', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-31T00:00:00Z' },
      { id: 'f', startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-05-31T00:00:00Z' },
    ];
    const grouped = groupPromotions(promotions, now);
    expect(grouped.current.map((p) => p.id)).toEqual(['b', 'a']);
    expect(grouped.upcoming.map((p) => p.id)).toEqual(['d', 'c']);
    expect(grouped.ended.map((p) => p.id)).toEqual(['f', 'e']);
  });
});
