import { describe, expect, it } from 'vitest';
import { productAlternates } from './product-alternates';
import { wireProductDetail } from '../testing/product-detail-fixture';
import { firstSentence, productMetadata } from './product-metadata';
import { productDetailFromWire } from '../from-wire';

describe('first sentence', () => {
  it('ends at the first sentence mark followed by a space', () => {
    expect(firstSentence('A zesty autoflower. It finishes fast.')).toBe('A zesty autoflower.');
    expect(firstSentence('Really? Yes.')).toBe('Really?');
    expect(firstSentence('No mark at all')).toBe('No mark at all');
  });

  it('does not end at a decimal point inside a number', () => {
    expect(firstSentence('THC reaches 22.5 % in tests. More text.')).toBe('THC reaches 22.5 % in tests.');
  });

  it('cuts a long sentence at a word boundary with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end.`;
    const result = firstSentence(long, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result).toMatch(/^word( word)*…$/);
  });
});

describe('product metadata', () => {
  const product = productDetailFromWire(wireProductDetail());
  const canonical = productAlternates(product.path);
  const metadata = productMetadata({ locale: 'de', product, canonical });

  it('titles the page with strain and seed bank and describes it with the first sentence', () => {
    expect(metadata.title).toBe('Lemon Haze Auto – Green Valley Seeds');
    expect(metadata.description).toBe('A zesty autoflower.');
  });

  it('points canonical and hreflang at the product in every language', () => {
    expect(metadata.alternates?.canonical).toBe(canonical.de);
    expect(metadata.alternates?.languages).toEqual({ 'x-default': canonical.en, ...canonical });
  });

  it('shares a 1200×630 PNG of the first product image (social networks ignore SVG)', () => {
    expect(metadata.openGraph).toMatchObject({
      url: canonical.de,
      images: [
        {
          url: `/api/share/products/de/${product.slug}`,
          width: 1200,
          height: 630,
          type: 'image/png',
          alt: product.images[0]?.alt,
        },
      ],
    });
  });

  it('shares the PNG in English too, never the SVG', () => {
    const english = productMetadata({ locale: 'en', product, canonical });
    const images = english.openGraph?.images;
    expect(JSON.stringify(images)).not.toContain('.svg');
    expect(images).toMatchObject([{ url: `/api/share/products/en/${product.slug}`, type: 'image/png' }]);
  });
});
