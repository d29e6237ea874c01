import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { createClient } from 'next-sanity';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireLake } from '@/content/testing/lake';

/**
 * Draft mode over the real lake: the Studio's Presentation tool writes a one-time secret, and the
 * enable route turns draft mode on for that secret only (next-sanity's `defineEnableDraftMode`,
 * which checks it with @sanity/preview-url-secret and the read token).
 */
const state = vi.hoisted(() => ({ enabled: 0, cookies: [] as string[], redirectedTo: '' }));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: false,
    enable: () => {
      state.enabled += 1;
    },
  }),
  cookies: async () => ({
    get: () => undefined,
    set: ({ name }: { name: string }) => state.cookies.push(name),
    delete: () => undefined,
  }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    state.redirectedTo = to;
    throw new Error('NEXT_REDIRECT');
  },
}));

const { GET } = await import('./enable/route');
const lake = requireLake();

beforeEach(() => {
  state.enabled = 0;
  state.cookies = [];
  state.redirectedTo = '';
});

async function newSecret(): Promise<string> {
  const token = process.env.LAKE_READ_TOKEN;
  if (token === undefined) throw new Error('LAKE_READ_TOKEN is not set: run with vitest.integration.config.ts');
  const studio = createClient({
    apiHost: lake.url,
    useProjectHostname: false,
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
  });
  const { secret } = await createPreviewSecret(
    studio,
    'sanity/presentation',
    `${lake.url}/presentation`,
    'p-local-editor',
  );
  return secret;
}

const enableUrl = (secret: string | null) => {
  const url = new URL('http://shop.test/api/draft-mode/enable');
  if (secret !== null) url.searchParams.set('sanity-preview-secret', secret);
  url.searchParams.set('sanity-preview-pathname', '/de/blog');
  return url.toString();
};

describe('GET /api/draft-mode/enable', () => {
  it('turns draft mode on for a valid preview secret and goes to the previewed path', async () => {
    const secret = await newSecret();
    await expect(GET(new Request(enableUrl(secret)))).rejects.toThrow('NEXT_REDIRECT');
    expect(state.enabled).toBe(1);
    expect(state.cookies).toContain('__prerender_bypass');
    expect(state.redirectedTo).toBe('/de/blog');
  });

  it('answers 401 and leaves draft mode off for a wrong or missing secret', async () => {
    const secret = await newSecret();
    for (const attempt of [`${secret}0`, 'not-a-secret', '', null]) {
      const response = await GET(new Request(enableUrl(attempt)));
      expect(response.status).toBe(401);
    }
    expect(state.enabled).toBe(0);
    expect(state.cookies).toEqual([]);
    expect(state.redirectedTo).toBe('');
  });
});
