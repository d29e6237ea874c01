import { describe, expect, it } from 'vitest';
import { productSummary, type ProductSummary } from './catalogue';
import { productSummaryFromWire } from './catalogue-view';

const slugs = (slug: string) => ({ en: slug, de: `${slug}-de`, fr: `${slug}-fr`, es: `${slug}-es` });

const wire: ProductSummary = productSummary.parse({
  id: 'prod-000001',
  name: 'Amnesia',
  slug: 'amnesia',
  path: { catalog: slugs('cannabis-seeds'), category: slugs('feminized-seeds'), product: slugs('amnesia') },
  seed_bank: { slug: 'dutch-seeds', name: 'Dutch Seeds' },
  seed_type: 'feminized',
  image: { url: '/api/shop/catalogue/images/products/prod-000001/1.svg', alt: 'Amnesia', width: 600, height: 600 },
  badges: [
    { key: 'new', label: 'New' },
    { key: 'sale', label: 'Sale' },
  ],
  price_from_cents: 1200,
  price_per_seed_from_cents: 400,
  original_price_from_cents: 1500,
  discount: { badge: '−20 %', name: 'Winter' },
  in_stock: false,
  thc_percent: 22.5,
  cbd_percent: 0.3,
  flowering_days: { min: 56, max: 63 },
  genotype: { indica: 30, sativa: 70, ruderalis: 0 },
  rating: { average: 4.4, count: 9 },
});

describe('productSummaryFromWire', () => {
  it('maps every field a card or the Studio picker reads from the wire’s snake_case', () => {
    expect(productSummaryFromWire(wire)).toEqual({
      id: 'prod-000001',
      name: 'Amnesia',
      slug: 'amnesia',
      path: { catalog: slugs('cannabis-seeds'), category: slugs('feminized-seeds'), product: slugs('amnesia') },
      seedBank: { slug: 'dutch-seeds', name: 'Dutch Seeds' },
      image: { url: '/api/shop/catalogue/images/products/prod-000001/1.svg', alt: 'Amnesia', width: 600, height: 600 },
      badges: ['new', 'sale'],
      priceFromCents: 1200,
      pricePerSeedFromCents: 400,
      originalPriceFromCents: 1500,
      discount: { badge: '−20 %', name: 'Winter' },
      inStock: false,
      thcPercent: 22.5,
      floweringDays: { min: 56, max: 63 },
      rating: { average: 4.4, count: 9 },
    });
  });

  it('takes the price as the original price and no discount when the shop sends none', () => {
    const { original_price_from_cents: _original, discount: _discount, ...withoutPromotion } = wire;
    const view = productSummaryFromWire(withoutPromotion);
    expect(view.originalPriceFromCents).toBe(1200);
    expect(view.discount).toBeNull();
  });
});
