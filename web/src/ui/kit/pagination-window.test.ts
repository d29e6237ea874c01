import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows a single page for one page (or none)', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 0)).toEqual([1]);
  });

  it('lists every page while they fit', () => {
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('widens towards the end on the first pages', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('widens towards the start on the last pages', () => {
    expect(paginationWindow(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(paginationWindow(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(paginationWindow(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
  });

  it('never uses a gap for a single page', () => {
    for (let page = 1; page <= 30; page += 1) {
      const slots = paginationWindow(page, 30);
      slots.forEach((slot, index) => {
        if (slot !== 'gap') return;
        const before = slots[index - 1];
        const after = slots[index + 1];
        expect(typeof before === 'number' && typeof after === 'number' && after - before > 2).toBe(true);
      });
    }
  });

  it('keeps the same number of slots across a long list', () => {
    for (let page = 1; page <= 1000; page += 1) {
      const slots = paginationWindow(page, 1000);
      expect(slots).toHaveLength(7);
      expect(slots).toContain(page);
      expect(slots[0]).toBe(1);
      expect(slots.at(-1)).toBe(1000);
    }
  });

  it('handles large counts', () => {
    expect(paginationWindow(5000, 100000)).toEqual([1, 'gap', 4999, 5000, 5001, 'gap', 100000]);
  });

  it('clamps pages outside the range', () => {
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
  });

  it('takes a wider or narrower window', () => {
    expect(paginationWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(paginationWindow(10, 20, 0)).toEqual([1, 'gap', 10, 'gap', 20]);
  });
});
