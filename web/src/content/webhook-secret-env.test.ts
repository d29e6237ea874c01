import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The storefront's settings (config/env.ts) and the revalidation webhook's secret: no default,
 * and a production server does not start reading the lake without a strong one.
 */
async function loadEnv(settings: Record<string, string>): Promise<unknown> {
  vi.resetModules();
  for (const name of ['NODE_ENV', 'CONTENT_WEBHOOK_SECRET', 'SANITY_PROJECT_ID', 'NEXT_PHASE']) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  const { env } = await import('@/config/env');
  return env;
}

const generated = 'Xy3_lake-generated-secret-of-43-characters0';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('CONTENT_WEBHOOK_SECRET', () => {
  it('has no default: unset is empty, and the webhook route then refuses everything', async () => {
    expect(await loadEnv({ NODE_ENV: 'development' })).toMatchObject({ CONTENT_WEBHOOK_SECRET: '' });
  });

  it('stops a production start without one, with a short one, or with the published default', async () => {
    for (const secret of ['', 'only-twenty-chars-xx', 'seedshop-local-content-webhook-secret']) {
      await expect(loadEnv({ NODE_ENV: 'production', CONTENT_WEBHOOK_SECRET: secret }), secret).rejects.toThrow(
        /CONTENT_WEBHOOK_SECRET: in production set it to the content lake's webhook secret/,
      );
    }
  });

  it('lets production start with the lake’s generated secret (what pnpm start passes on)', async () => {
    expect(await loadEnv({ NODE_ENV: 'production', CONTENT_WEBHOOK_SECRET: generated })).toMatchObject({
      CONTENT_WEBHOOK_SECRET: generated,
    });
  });

  it('does not ask for it while building, or when content comes from a Sanity project', async () => {
    await expect(loadEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).resolves.toBeDefined();
    await expect(
      loadEnv({ NODE_ENV: 'production', SANITY_PROJECT_ID: 'abc123', SANITY_REVALIDATE_SECRET: 'a'.repeat(32) }),
    ).resolves.toBeDefined();
  });
});
