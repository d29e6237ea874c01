import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, serializeJsonLd } from '@/seo/json-ld';
import { centsToDecimal, productJsonLd } from './product-json-ld';
import { wireProductDetail } from '../testing/product-detail-fixture';
import { productDetailFromWire } from '../from-wire';

const origin = 'https://shop.example';
const canonicalPath = '/de/cannabis-samen/autoflowering-samen/lemon-haze-auto-samen';
const packName = (count: number) => `${count} Samen`;

describe('product JSON-LD', () => {
  const product = productDetailFromWire(wireProductDetail());
  const data = productJsonLd({ product, canonicalPath, origin, packName });

  it('describes the product with brand, sku, absolute images and canonical URL', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lemon Haze Auto',
      sku: 'p-1',
      url: `${origin}${canonicalPath}`,
      description: product.description,
      brand: { '@type': 'Brand', name: 'Green Valley Seeds' },
      image: [1, 2, 3].map((n) => `${origin}/api/shop/catalogue/images/products/p-1/${n}.svg`),
    });
  });

  it('has one offer per pack size with a two-decimal EUR price, availability and a ?pack= URL', () => {
    expect(data.offers).toEqual([1, 3, 5, 10].map((size) => expect.objectContaining({ name: `${size} Samen` })));
    expect(data.offers).toContainEqual({
      '@type': 'Offer',
      sku: 'v-10',
      name: '10 Samen',
      price: '89.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url: `${origin}${canonicalPath}?pack=10`,
    });
    expect(data.offers).toContainEqual(
      expect.objectContaining({ sku: 'v-3', price: '34.50', availability: 'https://schema.org/OutOfStock' }),
    );
  });

  it('rates the product only when it has reviews', () => {
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = productDetailFromWire(
      wireProductDetail({ rating: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } }),
    );
    expect(productJsonLd({ product: unrated, canonicalPath, origin, packName })).not.toHaveProperty('aggregateRating');
  });
});

describe('prices in structured data', () => {
  it('keeps whole cents exact with two decimals', () => {
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(1205)).toBe('12.05');
    expect(centsToDecimal(99)).toBe('0.99');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(123456789)).toBe('1234567.89');
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
  });
});

describe('breadcrumb JSON-LD', () => {
  it('numbers the trail and gives every item an absolute URL, the last one the page itself', () => {
    const data = breadcrumbJsonLd(
      [{ label: 'Home', href: '/' }, { label: 'Cannabis seeds', href: '/cannabis-seeds' }, { label: 'Lemon Haze' }],
      '/cannabis-seeds/feminized/lemon-haze',
      origin,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Cannabis seeds', item: `${origin}/cannabis-seeds` },
        { '@type': 'ListItem', position: 3, name: 'Lemon Haze', item: `${origin}/cannabis-seeds/feminized/lemon-haze` },
      ],
    });
  });
});

describe('serialising JSON-LD for a script element', () => {
  const hostile = productDetailFromWire(
    wireProductDetail({
      name: '</script><script>alert("x")</script>',
      description: 'Tom & Jerry <b>bold</b> \u2028 end',
    }),
  );
  const text = serializeJsonLd(productJsonLd({ product: hostile, canonicalPath, origin, packName }));

  it('cannot close the script element or open markup', () => {
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
  });

  it('still parses to the same data', () => {
    const parsed: unknown = JSON.parse(text);
    expect(parsed).toMatchObject({ name: hostile.name, description: hostile.description });
  });
});
