import { describe, expect, it } from 'vitest';
import { contentClientConfig } from './content-client.server';
import { contentConfigFrom } from './content-config.server';

const base = {
  SANITY_PROJECT_ID: undefined,
  SANITY_DATASET: 'production',
  SANITY_API_VERSION: '2025-10-01',
  SANITY_READ_TOKEN: undefined,
  SANITY_REVALIDATE_SECRET: undefined,
  SANITY_STUDIO_URL: undefined,
  CONTENT_WEBHOOK_SECRET: 'seedshop-local-content-webhook-secret',
  LAKE_URL: 'https://localhost:3333',
  LAKE_PROJECT_ID: 'local',
  LAKE_DATASET: 'production',
  LAKE_READ_TOKEN: undefined,
};

describe('content configuration', () => {
  it('reads the embedded lake unless a Sanity project is configured', () => {
    expect(contentConfigFrom(base)).toEqual({
      mode: 'lake',
      url: 'https://localhost:3333',
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-10-01',
      readToken: null,
      studioUrl: 'https://localhost:3333',
      webhookSecret: 'seedshop-local-content-webhook-secret',
    });
    expect(
      contentConfigFrom({
        ...base,
        LAKE_URL: 'https://127.0.0.1:4444',
        LAKE_DATASET: 'staging',
        LAKE_READ_TOKEN: 'editor-token',
        SANITY_READ_TOKEN: 'ignored-without-a-project',
        SANITY_REVALIDATE_SECRET: 'shared-secret-0123456789',
      }),
    ).toMatchObject({
      mode: 'lake',
      url: 'https://127.0.0.1:4444',
      dataset: 'staging',
      readToken: 'editor-token',
      webhookSecret: 'shared-secret-0123456789',
    });
  });

  it('reads a Sanity project with its webhook secret and optional read token', () => {
    expect(
      contentConfigFrom({
        ...base,
        SANITY_PROJECT_ID: 'p1abc',
        SANITY_REVALIDATE_SECRET: 'shared-secret-0123456789',
        LAKE_READ_TOKEN: 'ignored-with-a-project',
      }),
    ).toEqual({
      mode: 'sanity',
      projectId: 'p1abc',
      dataset: 'production',
      apiVersion: '2025-10-01',
      readToken: null,
      studioUrl: null,
      webhookSecret: 'shared-secret-0123456789',
    });
    expect(
      contentConfigFrom({
        ...base,
        SANITY_PROJECT_ID: 'p1abc',
        SANITY_REVALIDATE_SECRET: 'shared-secret-0123456789',
        SANITY_STUDIO_URL: 'https://seedshop.sanity.studio',
      }).studioUrl,
    ).toBe('https://seedshop.sanity.studio');
    expect(() => contentConfigFrom({ ...base, SANITY_PROJECT_ID: 'p1abc' })).toThrow(/SANITY_REVALIDATE_SECRET/);
  });
});

describe('content client', () => {
  it('reads the lake at its own origin, without a CDN, published only', () => {
    expect(contentClientConfig(contentConfigFrom(base))).toEqual({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-10-01',
      perspective: 'published',
      stega: false,
      apiHost: 'https://localhost:3333',
      useProjectHostname: false,
      useCdn: false,
      maxRetries: 1,
    });
  });

  it('reads a Sanity project through its CDN', () => {
    const sanity = contentConfigFrom({
      ...base,
      SANITY_PROJECT_ID: 'p1abc',
      SANITY_REVALIDATE_SECRET: 'shared-secret-0123456789',
    });
    expect(contentClientConfig(sanity)).toEqual({
      projectId: 'p1abc',
      dataset: 'production',
      apiVersion: '2025-10-01',
      perspective: 'published',
      stega: false,
      useCdn: true,
    });
  });
});
