import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@seedshop/shop/contract';
import { productsFromListing, shopImageUrl } from './shop-search';

const slugs = (slug: string) => ({ en: slug, de: slug, fr: slug, es: slug });

/** A listing item as the shop's contract describes it (snake_case). */
function wireProduct(fields: Partial<ProductSummary>): ProductSummary {
  return {
    id: 'prod-000000',
    name: 'Product',
    slug: 'product',
    path: { catalog: slugs('cannabis-seeds'), category: slugs('feminized-seeds'), product: slugs('product') },
    seed_bank: { slug: 'bank', name: 'Bank' },
    seed_type: 'feminized',
    image: { url: '/api/shop/x/0.svg', alt: '', width: 600, height: 600 },
    badges: [],
    price_from_cents: 1000,
    price_per_seed_from_cents: 200,
    in_stock: true,
    thc_percent: 20,
    cbd_percent: 0.5,
    flowering_days: { min: 56, max: 63 },
    genotype: { indica: 50, sativa: 50, ruderalis: 0 },
    rating: { average: null, count: 0 },
    ...fields,
  };
}

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
        wireProduct({
          id: 'prod-000001',
          name: 'Amnesia',
          seed_bank: { slug: 'dutch-seeds', name: 'Dutch Seeds' },
          image: { url: '/api/shop/x/1.svg', alt: 'Amnesia', width: 600, height: 600 },
        }),
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
