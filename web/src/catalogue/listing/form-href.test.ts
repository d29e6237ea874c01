import { describe, expect, it } from 'vitest';
import { formQuery } from './form-href';

describe('filter form → URL', () => {
  it('joins repeated names with commas and leaves out empty fields', () => {
    expect(
      formQuery([
        ['q', 'lemon haze'],
        ['seed_type', 'feminized'],
        ['seed_type', 'autoflowering'],
        ['price_min', ''],
        ['price_max', ' 40 '],
        ['seed_type', 'feminized'],
        ['sort', 'price-asc'],
      ]),
    ).toBe('q=lemon+haze&seed_type=feminized,autoflowering&price_max=40&sort=price-asc');
    expect(formQuery([['price_min', '  ']])).toBe('');
  });
});
