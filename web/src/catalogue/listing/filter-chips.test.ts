import { describe, expect, it } from 'vitest';
import { listingFromWire } from '../from-wire';
import { listingHref, parseListingState } from '../listing-state';
import { wireListing } from '../testing/catalogue-fixtures';
import { filterChips } from './filter-chips';

const facets = listingFromWire(wireListing()).facets;

describe('active filter chips', () => {
  it('names each active filter in the panel order and links to the listing without it', () => {
    const state = parseListingState(
      new URLSearchParams(
        'flowering=short&seed_type=feminized,autoflowering&price_max=40&thc_min=15&in_stock=true&sort=newest&page=3',
      ),
    );
    const chips = filterChips(state, facets);
    expect(chips.map((chip) => chip.id)).toEqual([
      'seed_type:feminized',
      'seed_type:autoflowering',
      'flowering:short',
      'price',
      'thc',
      'in_stock',
    ]);
    expect(chips[0]).toMatchObject({ kind: 'facet', facetLabel: 'Seed type', valueLabel: 'Feminized' });
    expect(chips[2]).toMatchObject({ facetLabel: 'Flowering time', valueLabel: 'Up to 8 weeks' });
    const hrefs = chips.map((chip) => listingHref('/cannabis-seeds', chip.next));
    expect(hrefs).toEqual([
      '/cannabis-seeds?seed_type=autoflowering&flowering=short&price_max=40&thc_min=15&in_stock=true&sort=newest',
      '/cannabis-seeds?seed_type=feminized&flowering=short&price_max=40&thc_min=15&in_stock=true&sort=newest',
      '/cannabis-seeds?seed_type=feminized,autoflowering&price_max=40&thc_min=15&in_stock=true&sort=newest',
      '/cannabis-seeds?seed_type=feminized,autoflowering&flowering=short&thc_min=15&in_stock=true&sort=newest',
      '/cannabis-seeds?seed_type=feminized,autoflowering&flowering=short&price_max=40&in_stock=true&sort=newest',
      '/cannabis-seeds?seed_type=feminized,autoflowering&flowering=short&price_max=40&thc_min=15&sort=newest',
    ]);
    expect(chips[3]).toMatchObject({ kind: 'price', min: null, max: 40 });
  });

  it('still offers to remove a value the shop does not know (an old link)', () => {
    const chips = filterChips(parseListingState(new URLSearchParams('effect=sleepy')), facets);
    expect(chips).toEqual([expect.objectContaining({ facetLabel: 'effect', valueLabel: 'sleepy' })]);
    expect(listingHref('/x', chips[0]?.next ?? parseListingState(new URLSearchParams()))).toBe('/x');
  });

  it('has no chips without filters (search words and sort are not filters)', () => {
    expect(filterChips(parseListingState(new URLSearchParams('q=haze&sort=rating&page=2')), facets)).toEqual([]);
  });
});
