import { describe, expect, it } from 'vitest';
import { inIdOrder } from './in-id-order';

describe('inIdOrder', () => {
  it('keeps the order asked for and leaves out ids without a product', () => {
    const products = [{ id: 'b' }, { id: 'a' }, { id: 'x' }];
    expect(inIdOrder(['a', 'missing', 'b'], products)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});
