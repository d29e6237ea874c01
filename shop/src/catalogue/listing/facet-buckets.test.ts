import { describe, expect, it } from 'vitest';
import { cbdBucket, floweringBucket, genotypeBucket, heightBuckets, yieldBuckets } from './facet-buckets';

describe('facet buckets', () => {
  it('buckets flowering by the longest day count: up to 8 weeks, 8–10 weeks, longer', () => {
    expect(floweringBucket({ min: 49, max: 56 })).toBe('short');
    expect(floweringBucket({ min: 50, max: 57 })).toBe('medium');
    expect(floweringBucket({ min: 63, max: 70 })).toBe('medium');
    expect(floweringBucket({ min: 63, max: 71 })).toBe('long');
  });

  it('puts a height or yield range into every bucket it touches', () => {
    expect(heightBuckets({ min: 40, max: 75 })).toEqual(['small']);
    expect(heightBuckets({ min: 70, max: 90 })).toEqual(['small', 'medium']);
    expect(heightBuckets({ min: 80, max: 140 })).toEqual(['medium']);
    expect(heightBuckets({ min: 60, max: 180 })).toEqual(['small', 'medium', 'tall']);
    expect(yieldBuckets({ min: 350, max: 400 })).toEqual(['low', 'medium']);
    expect(yieldBuckets({ min: 551, max: 600 })).toEqual(['high']);
  });

  it('calls a genotype dominant from 60 % of the photoperiod share, ruderalis left out', () => {
    expect(genotypeBucket({ indica: 60, sativa: 40, ruderalis: 0 })).toBe('indica');
    expect(genotypeBucket({ indica: 59, sativa: 41, ruderalis: 0 })).toBe('hybrid');
    // 48 of 80 photoperiod points are exactly 60 %.
    expect(genotypeBucket({ indica: 32, sativa: 48, ruderalis: 20 })).toBe('sativa');
  });

  it('buckets CBD: below 1 %, 1–5 %, above 5 %', () => {
    expect([0.9, 1, 5, 5.1].map(cbdBucket)).toEqual(['low', 'medium', 'medium', 'high']);
  });
});
