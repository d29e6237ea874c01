import { contentClient } from '../content-client.server';
import { contentConfig } from '../content-config.server';
import type { ContentParams } from '../content-query';

/**
 * For integration tests against a running lake: the lake the test run started (the globalSetup of
 * vitest.integration.config.ts sets LAKE_URL and NODE_EXTRA_CA_CERTS for the workers), read with
 * the storefront's own client. Fails instead of skipping when there is none.
 */
export function requireLake(): { url: string; projectId: string; dataset: string } {
  if (contentConfig.mode !== 'lake') throw new Error('These tests read the embedded lake: unset SANITY_PROJECT_ID');
  return { url: contentConfig.url, projectId: contentConfig.projectId, dataset: contentConfig.dataset };
}

/** A GROQ answer the test checks itself (not a registered storefront query). */
export function lakeQuery(query: string, params: ContentParams = {}): Promise<unknown> {
  return contentClient.fetch<unknown>(query, params);
}

/** The slug of some published document of a type in a language, or null. */
export async function sampleSlug(type: string, language: string): Promise<string | null> {
  const slug = await lakeQuery('*[_type == $type && language == $language && defined(slug.current)][0].slug.current', {
    type,
    language,
  });
  return typeof slug === 'string' ? slug : null;
}
