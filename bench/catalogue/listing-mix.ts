/**
 * What shoppers ask the listing for, roughly in proportion: catalog and category pages, one to
 * three filters, searches (some with a filter), other sorts, a seed bank's catalog, price and
 * stock limits, a deep page. Every request computes all facet counts.
 */
import type { DemoCatalogue } from '../../shop/src/catalogue/catalogue-model';

export interface MixEntry {
  readonly query: string;
  readonly language: string;
}

export function listingMix(catalogue: DemoCatalogue): MixEntry[] {
  const bank = catalogue.seedBanks[3]?.slug ?? '';
  const otherBank = catalogue.seedBanks[7]?.slug ?? '';
  return [
    // Landing pages
    { query: '', language: 'en' },
    { query: 'in_category=feminized-seeds', language: 'en' },
    { query: 'catalog=cannabis-samen&in_category=autoflower-samen', language: 'de' },
    { query: `catalog=${bank}`, language: 'fr' },
    // One to three filters
    { query: 'seed_type=autoflowering', language: 'en' },
    { query: 'effect=relaxing,happy', language: 'es' },
    { query: 'flowering=short&growth_area=outdoor', language: 'en' },
    { query: 'thc_level=high,very-high&flavour=lemon,citrus', language: 'de' },
    { query: `seed_bank=${bank},${otherBank}&yield=high`, language: 'en' },
    { query: 'in_category=feminized-seeds&genotype=indica&height=small&terpene=myrcene', language: 'en' },
    // Search
    { query: 'q=lemon', language: 'en' },
    { query: 'q=kush&seed_type=feminized', language: 'en' },
    { query: 'q=f%C3%A9minis%C3%A9es', language: 'fr' },
    { query: 'q=gew%C3%A4chshaus%20beeren', language: 'de' },
    // Sorts, ranges, paging
    { query: 'sort=price-asc', language: 'en' },
    { query: 'sort=newest&in_stock=true', language: 'en' },
    { query: 'sort=thc-desc&thc_min=20', language: 'es' },
    { query: 'price_min=1000&price_max=2500&in_stock=true', language: 'en' },
    { query: 'sort=rating&badge=bestseller', language: 'en' },
    { query: 'page=40', language: 'en' },
  ];
}
