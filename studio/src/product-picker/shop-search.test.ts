import { describe, expect, it } from 'vitest';
import { productsFromListing, shopImageUrl } from './shop-search';

describe('shop search answers', () => {
  it('resolves storefront-relative image URLs against the shop API base, also behind the lake proxy', () => {
    const path = '/api/shop/catalogue/images/products/prod-000001/1.svg';
    expect(shopImageUrl(path, 'http://localhost:3000/api/shop')).toBe(
      'http://localhost:3000/api/shop/catalogue/images/products/prod-000001/1.svg',
    );
    expect(shopImageUrl(path, 'https://localhost:3333/shop-api')).toBe(
      'https://localhost:3333/shop-api/catalogue/images/products/prod-000001/1.svg',
    );
    expect(shopImageUrl('https://cdn.example/a.svg', 'https://localhost:3333/shop-api')).toBe(
      'https://cdn.example/a.svg',
    );
  });

  it('keeps well-formed products and skips malformed ones', () => {
    const body = {
      items: [
        { id: 'prod-000001', name: 'Amnesia', seed_bank: { name: 'Dutch Seeds' }, image: { url: '/api/shop/x/1.svg' } },
        { id: 'prod-000002' },
        'nonsense',
      ],
    };
    expect(productsFromListing(body, 'https://localhost:3333/shop-api')).toEqual([
      {
        id: 'prod-000001',
        name: 'Amnesia',
        seedBank: 'Dutch Seeds',
        imageUrl: 'https://localhost:3333/shop-api/x/1.svg',
      },
    ]);
    expect(productsFromListing({ items: 'no' }, 'https://localhost:3333/shop-api')).toEqual([]);
  });
});
