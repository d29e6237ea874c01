/**
 * Facet counts in one aggregate. Every listing row stores a "facet vector": a numeric with one
 * six-digit decimal lane per facet value, holding 1 where the product has the value. Summing the
 * vectors of the matching rows (`sum(facet_vector)`) yields every count at once — one addition
 * per row instead of one filtered count per value, which is what keeps the facets of a 100,000
 * product listing fast. A lane holds up to 999,999, so a scope may have that many products.
 */
import { fixedFacets, type FixedFacet } from './facets';

const laneDigits = 6;

const laneOffsets = new Map<FixedFacet, number>();
let lanes = 0;
for (const facet of fixedFacets) {
  laneOffsets.set(facet, lanes);
  lanes += facet.values.length;
}
/** Lanes of the fixed facets; the seed banks follow, one lane per bank position. */
export const fixedLaneCount = lanes;

export function fixedLane(facet: FixedFacet, valueIndex: number): number {
  return (laneOffsets.get(facet) ?? 0) + valueIndex;
}

export function seedBankLane(position: number): number {
  return fixedLaneCount + position;
}

/** The numeric literal with a 1 in each of `laneIndexes` (distinct lanes). */
export function encodeVector(laneIndexes: readonly number[]): string {
  const highest = Math.max(0, ...laneIndexes);
  const blocks = Array.from({ length: highest + 1 }, () => '000000');
  for (const lane of laneIndexes) blocks[highest - lane] = '000001';
  return blocks.join('').replace(/^0+(?=\d)/u, '');
}

/** Reads lane counts out of a summed vector (its decimal text); null or empty means all zero. */
export function decodeVector(sum: string | null): (lane: number) => number {
  const digits = sum === null ? '' : sum.replace(/\..*$/u, '');
  return (lane) => {
    const end = digits.length - lane * laneDigits;
    if (end <= 0) return 0;
    return Number(digits.slice(Math.max(0, end - laneDigits), end));
  };
}

/** Adds summed vectors (decimal texts) lane by lane. */
export function addVectors(sums: ReadonlyArray<string | null>, laneCount: number): number[] {
  const readers = sums.map(decodeVector);
  return Array.from({ length: laneCount }, (_, lane) => readers.reduce((total, read) => total + read(lane), 0));
}
