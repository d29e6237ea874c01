import 'server-only';
import { createClient, type ClientConfig, type SanityClient } from 'next-sanity';
import { contentConfig, type ContentConfig } from './content-config.server';

/**
 * The one content client: Sanity's own (`next-sanity`'s `createClient`), pointed at Sanity's CDN
 * or at the embedded lake. Published perspective, no token; draft reads add the token per request
 * (content-source.server.ts).
 */
export function contentClientConfig(config: ContentConfig): ClientConfig {
  const common = {
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    perspective: 'published',
    stega: false,
  } satisfies ClientConfig;
  if (config.mode === 'sanity') return { ...common, useCdn: true };
  // The lake answers at its own origin (`{url}/v{date}/data/query/{dataset}`), not at
  // `{projectId}.{host}`, and has no CDN in front of it. It runs next to the storefront: when it
  // does not answer, one retry is enough — the client's default five took 6.7 s to show the error
  // page.
  return { ...common, apiHost: config.url, useProjectHostname: false, useCdn: false, maxRetries: 1 };
}

export const contentClient: SanityClient = createClient(contentClientConfig(contentConfig));
