import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ disabled: 0, redirectedTo: '', defined: 0 }));
// next-sanity's draft-mode module is bundled by Next; here it only has to show it is not set up.
vi.mock('next-sanity/draft-mode', () => ({
  defineEnableDraftMode: () => {
    state.defined += 1;
    return { GET: async () => new Response('enabled') };
  },
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    isEnabled: true,
    disable: () => {
      state.disabled += 1;
    },
  }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    state.redirectedTo = to;
    throw new Error('NEXT_REDIRECT');
  },
}));

describe('draft mode routes', () => {
  it('has no enable route without a read token (no drafts to show)', async () => {
    const { GET } = await import('./enable/route');
    const response = await GET(new Request('http://site.test/api/draft-mode/enable?sanity-preview-secret=x'));
    expect(response.status).toBe(404);
    expect(state.defined).toBe(0);
  });

  it('disables draft mode and returns to a path on this site only', async () => {
    const { GET } = await import('./disable/route');
    await expect(GET(new NextRequest('http://site.test/api/draft-mode/disable?redirect=/de/blog'))).rejects.toThrow();
    expect(state.disabled).toBe(1);
    expect(state.redirectedTo).toBe('/de/blog');
    await expect(
      GET(new NextRequest('http://site.test/api/draft-mode/disable?redirect=//evil.example')),
    ).rejects.toThrow();
    expect(state.redirectedTo).toBe('/');
  });
});
