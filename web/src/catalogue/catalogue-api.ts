import type { Locale } from '@seedshop/locales';
import {
  listingResponse,
  productDetail,
  resolveMoved,
  resolveResponse,
  seedBankDetail,
  seedBankList,
  slug,
} from '@seedshop/shop/contract';
import type { KyInstance } from 'ky';
import { found, missing, moved, type Lookup } from '@/routing/lookup';
import { pathTo } from '@/routing/paths';
import { parseAnswer } from '@/shop-client/shop-answer';
import type { Listing, ResolvedCataloguePath, SeedBankDetail, SeedBankSummary } from './catalogue-types';
import {
  listingFromWire,
  productDetailFromWire,
  resolvedFromWire,
  seedBankDetailFromWire,
  seedBankFromWire,
} from './from-wire';
import type { ProductView } from './product/product-view';

/** The catalogue calls of the storefront's server side, in one language. */
export interface CatalogueApi {
  /** What a catalogue-shaped path names; a former product slug has moved. */
  resolve(path: string): Promise<Lookup<ResolvedCataloguePath>>;
  /** Missing when the scope (catalog or category slug) does not exist. */
  listing(query: URLSearchParams): Promise<Lookup<Listing>>;
  seedBanks(): Promise<readonly SeedBankSummary[]>;
  seedBank(slug: string): Promise<Lookup<SeedBankDetail>>;
  /** A product by its slug in this language. */
  product(slug: string): Promise<Lookup<ProductView>>;
}

/** The answers that mean "nothing has this address": unknown, or refused as malformed. */
const isMissing = (response: Response) => [400, 404, 422].includes(response.status);

/**
 * The catalogue calls on a shop client (`serverShopClient(locale)` in pages, a fake in tests).
 * Answers are checked against the contract's zod schemas and mapped by the wire mappers of
 * `from-wire.ts`; "not there" is a `missing` lookup, any other failure throws a ShopAnswerError
 * (the error page shows, nothing half-rendered). `locale` is the client's language: a former
 * product slug is answered with the current slugs in it, and the path is built here.
 */
export function createCatalogueApi(client: KyInstance, locale: Locale): CatalogueApi {
  return {
    async resolve(path) {
      const response = await client.get('catalogue/resolve', { searchParams: { path }, redirect: 'manual' });
      if (isMissing(response)) return missing;
      if (response.status === 301 || response.status === 308) {
        const answer = resolveMoved.safeParse(await response.json().catch(() => null));
        if (!answer.success) return missing;
        const place = answer.data.moved;
        // Only slugs make a path: anything else from the shop cannot lead the visitor elsewhere.
        if (![place.catalog, place.category, place.product].every((part) => slug.safeParse(part).success)) {
          return missing;
        }
        return moved(pathTo(locale, 'product', place));
      }
      return found(resolvedFromWire(await parseAnswer('resolve', response, resolveResponse)));
    },

    async listing(query) {
      const response = await client.get('catalogue/products', { searchParams: query });
      if (response.status === 404) return missing;
      return found(listingFromWire(await parseAnswer('products', response, listingResponse)));
    },

    async seedBanks() {
      const response = await client.get('catalogue/seed-banks');
      return (await parseAnswer('seed-banks', response, seedBankList)).seed_banks.map(seedBankFromWire);
    },

    async seedBank(bankSlug) {
      const response = await client.get(`catalogue/seed-banks/${encodeURIComponent(bankSlug)}`);
      if (response.status === 404) return missing;
      return found(seedBankDetailFromWire(await parseAnswer('seed-bank', response, seedBankDetail)));
    },

    async product(productSlug) {
      // No slug has another shape: junk is answered without asking the shop.
      if (!slug.safeParse(productSlug).success) return missing;
      const response = await client.get(`catalogue/products/${encodeURIComponent(productSlug)}`, {
        redirect: 'manual',
      });
      if (isMissing(response) || response.status === 301 || response.status === 308) return missing;
      return found(productDetailFromWire(await parseAnswer('product', response, productDetail)));
    },
  };
}

/** The general catalog's id in the shop (every seed bank also has a catalog of its own). */
export const GENERAL_CATALOG_ID = 'cannabis-seeds';
