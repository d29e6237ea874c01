/**
 * Buckets of the range-like attributes, as the contract documents them. Pure functions: the
 * listing rows, the tests' brute-force counts and the labels all agree on one definition.
 */
import type { Genotype, Range } from '../catalogue-model';
import type { cbdKeys, floweringKeys, genotypeKeys, heightKeys, yieldKeys } from '../../contract/catalogue';

export type FloweringBucket = (typeof floweringKeys)[number];
export type HeightBucket = (typeof heightKeys)[number];
export type YieldBucket = (typeof yieldKeys)[number];
export type GenotypeBucket = (typeof genotypeKeys)[number];
export type CbdBucket = (typeof cbdKeys)[number];

/** By the longest day count: up to 8 weeks, 8–10 weeks, over 10 weeks. */
export function floweringBucket(days: Range): FloweringBucket {
  if (days.max <= 56) return 'short';
  if (days.max <= 70) return 'medium';
  return 'long';
}

/** Every bucket the range touches; a plant of 70–90 cm is small and medium. */
function overlapping<K extends string>(range: Range, buckets: ReadonlyArray<readonly [K, number, number]>): K[] {
  return buckets.filter(([, low, high]) => range.min <= high && range.max >= low).map(([key]) => key);
}

/** Indoor height: small < 80, medium 80–140, tall > 140 cm. */
export function heightBuckets(indoorCm: Range): HeightBucket[] {
  return overlapping(indoorCm, [
    ['small', 0, 79],
    ['medium', 80, 140],
    ['tall', 141, Number.POSITIVE_INFINITY],
  ]);
}

/** Indoor yield: low < 400, medium 400–550, high > 550 g/m². */
export function yieldBuckets(indoorGPerM2: Range): YieldBucket[] {
  return overlapping(indoorGPerM2, [
    ['low', 0, 399],
    ['medium', 400, 550],
    ['high', 551, Number.POSITIVE_INFINITY],
  ]);
}

/** Indica or sativa with at least 60 % of the photoperiod share (ruderalis left out), else hybrid. */
export function genotypeBucket(genotype: Genotype): GenotypeBucket {
  const photoperiod = genotype.indica + genotype.sativa;
  if (photoperiod === 0) return 'hybrid';
  if (genotype.indica / photoperiod >= 0.6) return 'indica';
  if (genotype.sativa / photoperiod >= 0.6) return 'sativa';
  return 'hybrid';
}

/** CBD %: low < 1, medium 1–5, high > 5. */
export function cbdBucket(cbdPercent: number): CbdBucket {
  if (cbdPercent < 1) return 'low';
  if (cbdPercent <= 5) return 'medium';
  return 'high';
}
