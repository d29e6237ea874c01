import { describe, expect, it } from 'vitest';
import { addVectors, decodeVector, encodeVector, fixedLane, fixedLaneCount, seedBankLane } from './facet-vector';
import { fixedFacets } from './facets';

describe('facet vector', () => {
  it('gives every fixed facet value its own lane and seed banks the lanes after them', () => {
    const lanes = fixedFacets.flatMap((facet) => facet.values.map((_, index) => fixedLane(facet, index)));
    expect(new Set(lanes).size).toBe(lanes.length);
    expect(Math.max(...lanes)).toBe(fixedLaneCount - 1);
    expect(seedBankLane(0)).toBe(fixedLaneCount);
  });

  it('encodes ones in the requested lanes and reads them back', () => {
    const vector = encodeVector([0, 3, 70]);
    const read = decodeVector(vector);
    expect([0, 1, 2, 3, 69, 70, 71].map(read)).toEqual([1, 0, 0, 1, 0, 1, 0]);
    expect(encodeVector([])).toBe('0');
  });

  it('sums like the database: adding vectors adds the lanes', () => {
    // What sum(facet_vector) returns for three rows, computed with BigInt as the database would.
    const rows = [encodeVector([0, 2]), encodeVector([2, 5]), encodeVector([2])];
    const total = rows.reduce((sum, row) => sum + BigInt(row), 0n).toString();
    expect(addVectors([total], 6)).toEqual([1, 0, 3, 0, 0, 1]);
    expect(addVectors([total, encodeVector([5]), null], 6)).toEqual([1, 0, 3, 0, 0, 2]);
  });

  it('holds counts up to 999,999 per lane without spilling into the next', () => {
    const lane0 = 999_999n;
    const lane1 = 123_456n * 1_000_000n;
    expect(addVectors([(lane0 + lane1).toString()], 3)).toEqual([999_999, 123_456, 0]);
  });
});
