import { describe, expect, it } from 'vitest';
import { linkedOrderQuery, listPageOf } from './order-query';

describe('order page queries', () => {
  it('read the page of the order list: 1 when absent, nothing but a page number otherwise', () => {
    expect(listPageOf(undefined)).toBe(1);
    expect(listPageOf('3')).toBe(3);
    for (const bad of ['0', '-1', '02', 'two', '1.5', '', '9999999', ['1', '2']]) expect(listPageOf(bad)).toBeNull();
  });

  it('read the signed link: number and access are required, placed=1 thanks the shopper', () => {
    expect(linkedOrderQuery({ number: 'SS-2026-000123', access: 'abc' })).toEqual({
      number: 'SS-2026-000123',
      access: 'abc',
      placed: false,
    });
    expect(linkedOrderQuery({ number: 'SS-2026-000123', access: 'abc', placed: '1' })?.placed).toBe(true);
    expect(linkedOrderQuery({ number: 'SS-2026-000123' })).toBeNull();
    expect(linkedOrderQuery({ access: 'abc' })).toBeNull();
    expect(linkedOrderQuery({ number: ['a', 'b'], access: 'abc' })).toBeNull();
    expect(linkedOrderQuery({ number: ' ', access: 'abc' })).toBeNull();
  });
});
