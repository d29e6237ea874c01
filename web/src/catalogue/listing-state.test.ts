import { listingQuery } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyListingState,
  hasFilters,
  listingHref,
  parseListingState,
  serializeListingState,
  toListingQuery,
  withoutFacetValue,
  withoutFilters,
  withSort,
  type ListingState,
} from './listing-state';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('listing URL codec', () => {
  it('reads the documented URL format', () => {
    const state = parse(
      'seed_type=feminized,autoflowering&flowering=short&price_min=5&price_max=40&thc_min=15.5&in_stock=true&sort=price-asc&page=2',
    );
    expect(state).toEqual({
      q: null,
      facets: { seed_type: ['feminized', 'autoflowering'], flowering: ['short'] },
      priceMin: 5,
      priceMax: 40,
      thcMin: 15.5,
      thcMax: null,
      inStock: true,
      sort: 'price-asc',
      page: 2,
    });
  });

  it('round-trips: serialize(parse(url)) reads back to the same state', () => {
    const states: ListingState[] = [
      emptyListingState,
      {
        q: 'lemon haze',
        facets: { seed_bank: ['dutch-passion'], thc_level: ['high', 'very-high'], badge: ['sale'] },
        priceMin: 0,
        priceMax: 120,
        thcMin: 10,
        thcMax: 22.5,
        inStock: true,
        sort: 'thc-desc',
        page: 7,
      },
    ];
    for (const state of states) {
      expect(parseListingState(serializeListingState(state))).toEqual(state);
    }
  });

  it('writes one canonical, readable query: contract names, comma lists, no defaults', () => {
    const state = parse('page=1&sort=newest&flowering=short&seed_type=regular&seed_type=feminized&in_stock=false');
    expect(listingHref('/cannabis-seeds', state)).toBe(
      '/cannabis-seeds?seed_type=regular,feminized&flowering=short&sort=newest',
    );
    expect(listingHref('/de/cannabis-samen', emptyListingState)).toBe('/de/cannabis-samen');
  });

  it('ignores unknown parameters and malformed values instead of failing', () => {
    const state = parse(
      [
        'utm_source=mail',
        'seed_type=FEMINIZED,,%20auto%20flowering,<script>,feminized',
        'flowering=',
        'price_min=-5',
        'price_max=1e9',
        'thc_min=abc',
        'thc_max=250',
        'in_stock=yes',
        'sort=cheapest',
        'page=0',
        `q=${'x'.repeat(500)}`,
      ].join('&'),
    );
    expect(state.facets).toEqual({ seed_type: ['feminized'] });
    expect(state.priceMin).toBeNull();
    expect(state.priceMax).toBeNull();
    expect(state.thcMin).toBeNull();
    expect(state.thcMax).toBeNull();
    expect(state.inStock).toBe(false);
    expect(state.sort).toBeNull();
    expect(state.page).toBe(1);
    expect(state.q).toHaveLength(100);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=100001').page).toBe(1);
  });

  it('caps a facet at the contract maximum of values', () => {
    const many = Array.from({ length: 80 }, (_, index) => `v${index}`).join(',');
    expect(parse(`effect=${many}`).facets.effect).toHaveLength(50);
  });

  it('rounds euro bounds outwards and puts reversed ranges the right way round', () => {
    expect(parse('price_min=4.99&price_max=39.01')).toMatchObject({ priceMin: 4, priceMax: 40 });
    expect(parse('price_min=40&price_max=5')).toMatchObject({ priceMin: 5, priceMax: 40 });
    expect(parse('thc_min=25&thc_max=12.345')).toMatchObject({ thcMin: 12.3, thcMax: 25 });
  });

  it('asks the shop in cents with the scope, and every query it builds passes the contract', () => {
    const state = parse('seed_type=feminized&price_min=5&price_max=40&thc_max=20&in_stock=true&q=haze&page=3');
    const query = toListingQuery(state, { catalog: 'cannabis-samen', category: 'feminisierte-samen' }, 24);
    expect(Object.fromEntries(query)).toEqual({
      catalog: 'cannabis-samen',
      in_category: 'feminisierte-samen',
      q: 'haze',
      seed_type: 'feminized',
      price_min: '500',
      price_max: '4000',
      thc_max: '20',
      in_stock: 'true',
      page: '3',
      per_page: '24',
    });
    const hostile = parse('price_max=100000&thc_min=100&page=100000&effect=a,b,c&sort=rating&q=%20%20');
    for (const candidate of [state, hostile, emptyListingState]) {
      const wire = Object.fromEntries(toListingQuery(candidate, {}, 96));
      expect(listingQuery.safeParse(wire).success).toBe(true);
    }
  });

  it('resets the page on every filter or sort change and keeps words and sort when clearing', () => {
    const state = parse('q=kush&seed_type=feminized,regular&in_stock=true&sort=newest&page=4');
    const fewer = withoutFacetValue(state, 'seed_type', 'regular');
    expect(fewer.facets.seed_type).toEqual(['feminized']);
    expect(fewer.page).toBe(1);
    expect(withoutFacetValue(fewer, 'seed_type', 'feminized').facets).toEqual({});
    expect(withSort(state, 'price-desc')).toMatchObject({ sort: 'price-desc', page: 1 });
    const cleared = withoutFilters(state);
    expect(cleared).toEqual({ ...emptyListingState, q: 'kush', sort: 'newest' });
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(state)).toBe(true);
  });
});
