import { describe, expect, it } from 'vitest';
import { contentConfigFrom } from './content-config.server';

const base = {
  SANITY_PROJECT_ID: undefined,
  SANITY_DATASET: 'production',
  SANITY_API_VERSION: '2025-10-01',
  SANITY_READ_TOKEN: undefined,
  SANITY_REVALIDATE_SECRET: undefined,
  CONTENT_WEBHOOK_SECRET: 'seedshop-local-content-webhook-secret',
  CONTENT_EXTRA_DATASET: undefined,
};

describe('content configuration', () => {
  it('uses the demo dataset unless a Sanity project is configured', () => {
    expect(contentConfigFrom(base)).toEqual({
      mode: 'local',
      webhookSecret: 'seedshop-local-content-webhook-secret',
      extraDatasetFile: null,
    });
    expect(
      contentConfigFrom({
        ...base,
        SANITY_REVALIDATE_SECRET: 'shared-secret-0123456789',
        CONTENT_EXTRA_DATASET: '/tmp/x.ndjson',
      }),
    ).toEqual({
      mode: 'local',
      webhookSecret: 'shared-secret-0123456789',
      extraDatasetFile: '/tmp/x.ndjson',
    });
  });

  it('reads a Sanity project with its webhook secret and optional read token', () => {
    expect(
      contentConfigFrom({ ...base, SANITY_PROJECT_ID: 'p1abc', SANITY_REVALIDATE_SECRET: 'shared-secret-0123456789' }),
    ).toEqual({
      mode: 'sanity',
      projectId: 'p1abc',
      dataset: 'production',
      apiVersion: '2025-10-01',
      readToken: null,
      webhookSecret: 'shared-secret-0123456789',
    });
    expect(() => contentConfigFrom({ ...base, SANITY_PROJECT_ID: 'p1abc' })).toThrow(/SANITY_REVALIDATE_SECRET/);
  });
});
