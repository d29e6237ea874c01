/**
 * How alike two strains are for "similar products": same seed type and dominant genotype first,
 * then close THC and flowering time, then shared effects and flavours. Pure and deterministic;
 * equal scores are ordered by id.
 */
import type { ProductAttributes } from '../catalogue-model';
import { genotypeBucket } from './facet-buckets';

export type SimilarityAttributes = Pick<
  ProductAttributes,
  'seedType' | 'genotype' | 'thcPercent' | 'floweringDays' | 'effects' | 'flavours'
>;

function overlap(a: readonly string[], b: readonly string[]): number {
  const union = new Set([...a, ...b]).size;
  if (union === 0) return 0;
  return a.filter((item) => b.includes(item)).length / union;
}

/** 0 (nothing alike) … 10 (same in every respect). */
export function similarityScore(a: SimilarityAttributes, b: SimilarityAttributes): number {
  const seedType = a.seedType === b.seedType ? 3 : 0;
  const genotype = genotypeBucket(a.genotype) === genotypeBucket(b.genotype) ? 2 : 0;
  // Full points when equal, none from 6 THC points or two weeks of flowering apart.
  const thc = Math.max(0, 1.5 - Math.abs(a.thcPercent - b.thcPercent) / 4);
  const flowering = Math.max(0, 1.5 - Math.abs(a.floweringDays.max - b.floweringDays.max) / 9.33);
  return seedType + genotype + thc + flowering + overlap(a.effects, b.effects) + overlap(a.flavours, b.flavours);
}

export interface SimilarCandidate {
  readonly id: string;
  readonly attributes: SimilarityAttributes;
}

/** The `limit` most similar candidates, never the product itself. */
export function rankSimilar(
  product: SimilarCandidate,
  candidates: readonly SimilarCandidate[],
  limit: number,
): SimilarCandidate[] {
  return candidates
    .filter((candidate) => candidate.id !== product.id)
    .map((candidate) => ({ candidate, score: similarityScore(product.attributes, candidate.attributes) }))
    .sort(
      (x, y) => y.score - x.score || (x.candidate.id < y.candidate.id ? -1 : x.candidate.id > y.candidate.id ? 1 : 0),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
