import { describe, expect, it } from 'vitest';
import type { Facet } from '../catalogue-types';
import { packFacets, unpackFacet } from './packed-facets';

const facets: Facet[] = [
  {
    key: 'seed_type',
    label: 'Seed type',
    values: [
      { value: 'feminized', label: 'Feminized', count: 178, selected: true },
      { value: 'autoflowering', label: 'Autoflowering', count: 133, selected: false },
      { value: 'regular', label: 'Regular', count: 0, selected: true },
    ],
  },
  { key: 'award', label: 'Awards', values: [] },
];

describe('packed facets', () => {
  it('come back as they were, order and chosen values included', () => {
    expect(packFacets(facets).map(unpackFacet)).toEqual(facets);
  });

  it('carry each value as a triple and the chosen values once', () => {
    expect(packFacets(facets)[0]).toEqual({
      key: 'seed_type',
      label: 'Seed type',
      values: [
        ['feminized', 'Feminized', 178],
        ['autoflowering', 'Autoflowering', 133],
        ['regular', 'Regular', 0],
      ],
      selected: ['feminized', 'regular'],
    });
  });
});
