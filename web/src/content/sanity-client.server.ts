import 'server-only';
import { createClient, type SanityClient } from 'next-sanity';
import { contentConfig } from './content-config.server';

/**
 * The published-content client of Sanity mode: Sanity's CDN, published perspective, no token.
 * Draft reads derive a token-bearing client from it per request (content-source.server.ts).
 * Null in local mode.
 */
export const sanityClient: SanityClient | null =
  contentConfig.mode === 'sanity'
    ? createClient({
        projectId: contentConfig.projectId,
        dataset: contentConfig.dataset,
        apiVersion: contentConfig.apiVersion,
        useCdn: true,
        perspective: 'published',
        stega: false,
      })
    : null;
