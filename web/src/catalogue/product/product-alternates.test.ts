import { describe, expect, it } from 'vitest';
import { productAlternates, productPathIn, resolvedSlugs } from './product-alternates';
import { wireProductDetail } from '../testing/product-detail-fixture';

const { path } = wireProductDetail();

describe('product alternates', () => {
  it('links the product in every language with that language’s slugs and prefix', () => {
    expect(productAlternates(path)).toEqual({
      en: '/cannabis-seeds/autoflowering/lemon-haze-auto',
      de: '/de/cannabis-samen/autoflowering-samen/lemon-haze-auto-samen',
      fr: '/fr/graines-de-cannabis/autofloraison/graines-lemon-haze-auto',
      es: '/es/semillas-de-cannabis/autoflorecientes/semillas-lemon-haze-auto',
    });
    expect(productPathIn('fr', path)).toBe('/fr/graines-de-cannabis/autofloraison/graines-lemon-haze-auto');
  });

  it('keeps the visitor in a seed bank’s catalog when built from a resolve answer', () => {
    const node = (slug: string, name: string) => ({
      id: slug,
      slug,
      name,
      slugs: { en: slug, de: slug, fr: slug, es: slug },
    });
    const alternates = productAlternates(
      resolvedSlugs({
        catalog: node('green-valley-seeds', 'Green Valley Seeds'),
        category: { ...node('autoflowering', 'Autoflowering'), slugs: path.category },
        product: { slugs: path.product },
      }),
    );
    expect(alternates.en).toBe('/green-valley-seeds/autoflowering/lemon-haze-auto');
    expect(alternates.de).toBe('/de/green-valley-seeds/autoflowering-samen/lemon-haze-auto-samen');
  });

  it('carries a chosen pack into every language', () => {
    const alternates = productAlternates(path, 5);
    expect(alternates.en).toBe('/cannabis-seeds/autoflowering/lemon-haze-auto?pack=5');
    expect(alternates.es).toBe('/es/semillas-de-cannabis/autoflorecientes/semillas-lemon-haze-auto?pack=5');
  });

  it('encodes each slug as one path segment', () => {
    const odd = { ...path, product: { ...path.product, en: 'a/b c' } };
    expect(productPathIn('en', odd)).toBe('/cannabis-seeds/autoflowering/a%2Fb%20c');
  });
});
