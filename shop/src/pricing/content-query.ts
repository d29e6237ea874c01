/**
 * GROQ over Sanity's HTTP query API — the embedded lake (default) or a Sanity project — for the
 * shop's one content read, the pricing rules. Published documents only, never the CDN: after a
 * publish webhook the next read must already see the change.
 */
import { z } from 'zod';

export interface ContentSourceSettings {
  /** `https://localhost:3333` for the lake, `https://<project>.api.sanity.io` for Sanity. */
  readonly apiHost: string;
  readonly dataset: string;
  readonly apiVersion: string;
}

export type ContentQuery = (query: string) => Promise<unknown>;

const QUERY_TIMEOUT_MS = 10_000;
const answer = z.object({ result: z.unknown() });

/** The lake when no Sanity project is set (the storefront's rule, ADR 0016). */
export function contentSourceSettings(env: {
  readonly SANITY_PROJECT_ID?: string | undefined;
  readonly SANITY_DATASET: string;
  readonly SANITY_API_VERSION: string;
  readonly LAKE_URL: string;
  readonly LAKE_DATASET: string;
}): ContentSourceSettings {
  return env.SANITY_PROJECT_ID === undefined
    ? { apiHost: env.LAKE_URL, dataset: env.LAKE_DATASET, apiVersion: env.SANITY_API_VERSION }
    : {
        apiHost: `https://${env.SANITY_PROJECT_ID}.api.sanity.io`,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
      };
}

export function createContentQuery(settings: ContentSourceSettings, fetchImpl: typeof fetch = fetch): ContentQuery {
  const base = `${settings.apiHost.replace(/\/+$/u, '')}/v${settings.apiVersion}/data/query/${encodeURIComponent(settings.dataset)}`;
  return async (query) => {
    const url = new URL(base);
    url.searchParams.set('query', query);
    url.searchParams.set('perspective', 'published');
    url.searchParams.set('returnQuery', 'false');
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(QUERY_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`content source answered HTTP ${response.status} at ${url.origin}`);
    }
    return answer.parse(await response.json()).result;
  };
}
