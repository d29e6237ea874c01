import { locales } from '@seedshop/locales';
import { describe, expect, it } from 'vitest';
import { generateDemoReviews } from './demo-reviews/generate-demo-reviews';
import { generateDemoCatalogue } from './generate-demo-catalogue';

describe('generateDemoCatalogue at scale', () => {
  // Speed is a benchmark figure (bench/README.md), not a pass/fail limit: CI machines vary.
  it('generates 100,000 products with unique names and slugs', { timeout: 120_000 }, () => {
    const started = performance.now();
    const { products, variants } = generateDemoCatalogue({ products: 100_000 });
    const seconds = (performance.now() - started) / 1000;
    console.info(`100,000 products in ${seconds.toFixed(1)} s`);
    expect(products).toHaveLength(100_000);
    expect(variants).toHaveLength(400_000);
    expect(new Set(products.map((p) => p.name)).size).toBe(100_000);
    for (const locale of locales) expect(new Set(products.map((p) => p.slug[locale])).size).toBe(100_000);
    const reviews = generateDemoReviews(products);
    console.info(`${reviews.length} demo reviews`);
    expect(reviews.length).toBeGreaterThan(100_000);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
  });
});
