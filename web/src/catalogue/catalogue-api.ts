import { listingResponse, resolveResponse, seedBankDetail, seedBankList } from '@seedshop/shop/contract';
import type { KyInstance } from 'ky';
import { z } from 'zod';
import type { Listing, ResolvedCataloguePath, SeedBankDetail, SeedBankSummary } from './catalogue-types';
import { listingFromWire, resolvedFromWire, seedBankDetailFromWire, seedBankFromWire } from './from-wire';

/** What `catalogue/resolve` says about a catalogue-shaped path. */
export type ResolveResult =
  | { readonly kind: 'found'; readonly page: ResolvedCataloguePath }
  /** A former product slug: the current storefront path (locale-prefixed). */
  | { readonly kind: 'moved'; readonly location: string }
  | { readonly kind: 'not-found' };

/** The catalogue calls of the storefront's server side, in one language. */
export interface CatalogueApi {
  resolve(path: string): Promise<ResolveResult>;
  /** null when the scope (catalog or category slug) does not exist. */
  listing(query: URLSearchParams): Promise<Listing | null>;
  seedBanks(): Promise<readonly SeedBankSummary[]>;
  seedBank(slug: string): Promise<SeedBankDetail | null>;
}

/** The shop answered something the contract does not allow: a bug to see, never a page to guess. */
export class CatalogueApiError extends Error {
  constructor(call: string, detail: string) {
    super(`Shop catalogue call ${call} failed: ${detail}`);
    this.name = 'CatalogueApiError';
  }
}

const movedAnswer = z.object({ location: z.string().startsWith('/') });

async function parsed<T>(call: string, response: Response, schema: z.ZodType<T>): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  const result = schema.safeParse(body);
  if (!result.success) throw new CatalogueApiError(call, `unexpected answer (${z.prettifyError(result.error)})`);
  return result.data;
}

/**
 * The catalogue calls on a shop client (`serverShopClient(locale)` in pages, a fake in tests).
 * Answers are checked against the contract's zod schemas and converted to camelCase; a 404 is an
 * ordinary "not there", any other failure throws (the error page shows, nothing half-rendered).
 */
export function createCatalogueApi(client: KyInstance): CatalogueApi {
  return {
    async resolve(path) {
      const response = await client.get('catalogue/resolve', { searchParams: { path }, redirect: 'manual' });
      // A path the shop refuses to look at (too long, malformed) names nothing either.
      if (response.status === 404 || response.status === 400 || response.status === 422) return { kind: 'not-found' };
      if (response.status === 301) {
        const moved = await parsed('resolve', response, movedAnswer);
        return { kind: 'moved', location: moved.location };
      }
      if (!response.ok) throw new CatalogueApiError('resolve', `status ${response.status}`);
      return { kind: 'found', page: resolvedFromWire(await parsed('resolve', response, resolveResponse)) };
    },

    async listing(query) {
      const response = await client.get('catalogue/products', { searchParams: query });
      if (response.status === 404) return null;
      if (!response.ok) throw new CatalogueApiError('products', `status ${response.status}`);
      return listingFromWire(await parsed('products', response, listingResponse));
    },

    async seedBanks() {
      const response = await client.get('catalogue/seed-banks');
      if (!response.ok) throw new CatalogueApiError('seed-banks', `status ${response.status}`);
      return (await parsed('seed-banks', response, seedBankList)).seed_banks.map(seedBankFromWire);
    },

    async seedBank(slug) {
      const response = await client.get(`catalogue/seed-banks/${encodeURIComponent(slug)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new CatalogueApiError('seed-bank', `status ${response.status}`);
      return seedBankDetailFromWire(await parsed('seed-bank', response, seedBankDetail));
    },
  };
}

/** The general catalog's id in the shop (every seed bank also has a catalog of its own). */
export const GENERAL_CATALOG_ID = 'cannabis-seeds';
