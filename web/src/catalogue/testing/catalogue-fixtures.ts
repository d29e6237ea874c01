import type { ListingResponse, ProductSummary, ResolveResponse } from '@seedshop/shop/contract';

/** Wire-format (snake_case) answers of the shop's catalogue API, as the contract describes them. */

export const generalCatalog = {
  id: 'cannabis-seeds',
  slug: 'cannabis-seeds',
  name: 'Cannabis seeds',
  slugs: { en: 'cannabis-seeds', de: 'cannabis-samen', fr: 'graines-de-cannabis', es: 'semillas-de-cannabis' },
};

export const feminizedCategory = {
  id: 'feminized',
  slug: 'feminized-seeds',
  name: 'Feminized seeds',
  slugs: {
    en: 'feminized-seeds',
    de: 'feminisierte-samen',
    fr: 'graines-feminisees',
    es: 'semillas-feminizadas',
  },
};

export function wireProductSummary(index: number): ProductSummary {
  return {
    id: `p${index}`,
    name: `Lemon Haze ${index}`,
    slug: `lemon-haze-${index}`,
    path: {
      catalog: generalCatalog.slugs,
      category: feminizedCategory.slugs,
      product: {
        en: `lemon-haze-${index}`,
        de: `lemon-haze-${index}-samen`,
        fr: `graines-lemon-haze-${index}`,
        es: `semillas-lemon-haze-${index}`,
      },
    },
    seed_bank: { slug: 'dutch-passion', name: 'Dutch Passion' },
    seed_type: 'feminized',
    image: {
      url: `/api/shop/catalogue/images/products/p${index}/1.svg`,
      alt: 'Lemon Haze – bud',
      width: 600,
      height: 600,
    },
    badges: index === 1 ? [{ key: 'new', label: 'New' }] : [],
    price_from_cents: 1250 + index,
    price_per_seed_from_cents: 390,
    in_stock: index !== 3,
    thc_percent: 21.5,
    cbd_percent: 0.4,
    flowering_days: { min: 56, max: 63 },
    genotype: { indica: 30, sativa: 70, ruderalis: 0 },
    rating: index === 2 ? { average: null, count: 0 } : { average: 4.5, count: 12 },
  };
}

export function wireListing(overrides: Partial<ListingResponse> = {}): ListingResponse {
  const items = overrides.items ?? [1, 2, 3].map(wireProductSummary);
  return {
    catalog: generalCatalog,
    category: null,
    categories: [{ ...feminizedCategory, count: 120 }],
    items,
    total: items.length,
    page: 1,
    per_page: 24,
    page_count: 1,
    sort: 'popularity',
    facets: [
      {
        key: 'seed_type',
        label: 'Seed type',
        values: [
          { value: 'feminized', label: 'Feminized', count: 120, selected: false },
          { value: 'autoflowering', label: 'Autoflowering', count: 80, selected: false },
          { value: 'regular', label: 'Regular', count: 0, selected: false },
        ],
      },
      {
        key: 'flowering',
        label: 'Flowering time',
        values: [{ value: 'short', label: 'Up to 8 weeks', count: 40, selected: false }],
      },
    ],
    ranges: { price_cents: { min: 499, max: 12_050 }, thc_percent: { min: 0.5, max: 27.3 } },
    did_you_mean: null,
    ...overrides,
  };
}

export const resolvedCatalog: ResolveResponse = { kind: 'catalog', catalog: generalCatalog };
export const resolvedCategory: ResolveResponse = {
  kind: 'category',
  catalog: generalCatalog,
  category: feminizedCategory,
};
