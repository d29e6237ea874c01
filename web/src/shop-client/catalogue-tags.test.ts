import { describe, expect, it } from 'vitest';
import { listingAspects, listingsTag, productTag, tagsOfChange } from './catalogue-tags';

describe('catalogue cache tags', () => {
  it('names one tag per product and per aspect', () => {
    expect(productTag('p-1')).toBe('catalogue:product:p-1');
    expect(listingsTag('stock')).toBe('catalogue:listings:stock');
  });

  it('marks a listing with the aspects that choose or order its products', () => {
    expect(listingAspects(new URLSearchParams('catalog=cannabis-seeds&page=1'))).toEqual([]);
    expect(listingAspects(new URLSearchParams('in_stock=true'))).toEqual(['stock']);
    expect(listingAspects(new URLSearchParams('price_min=500'))).toEqual(['price']);
    expect(listingAspects(new URLSearchParams('sort=price-desc'))).toEqual(['price']);
    expect(listingAspects(new URLSearchParams('sort=rating&in_stock=true'))).toEqual(['stock', 'rating']);
    expect(listingAspects(new URLSearchParams('sort=popularity'))).toEqual([]);
  });

  it('purges the products a change touched and the listings of its aspects, nothing else', () => {
    expect(tagsOfChange({ productIds: ['a', 'b'], aspects: ['stock'] })).toEqual([
      'catalogue:product:a',
      'catalogue:product:b',
      'catalogue:listings:stock',
    ]);
  });
});
