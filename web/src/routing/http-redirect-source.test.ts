import { describe, expect, it, vi } from 'vitest';
import { httpRedirectSource } from './http-redirect-source';

const rule = { from: '/de/a', to: '/de/b', permanent: true };

describe('HTTP redirect source', () => {
  it('asks for JSON without caching and hands the body to the source’s reader', async () => {
    const send = vi.fn(async () => Response.json({ rules: [rule] }));
    const rulesOf = vi.fn(() => [rule]);
    const source = httpRedirectSource('test', { url: new URL('http://site.test/r'), fetch: send }, rulesOf);
    expect(source.name).toBe('test');
    await expect(source.load()).resolves.toEqual([rule]);
    expect(rulesOf).toHaveBeenCalledWith({ rules: [rule] });
    expect(send).toHaveBeenCalledWith(
      new URL('http://site.test/r'),
      expect.objectContaining({ headers: { accept: 'application/json' }, cache: 'no-store' }),
    );
  });

  it('fails loudly on errors and unexpected answers, so the map keeps its previous rules', async () => {
    const url = new URL('http://site.test/r');
    const down = httpRedirectSource(
      'test',
      { url, fetch: async () => new Response('oops', { status: 502 }) },
      () => [],
    );
    await expect(down.load()).rejects.toThrow('GET /r answered 502');
    const odd = httpRedirectSource('test', { url, fetch: async () => Response.json({}) }, () => null);
    await expect(odd.load()).rejects.toThrow('GET /r answered an unexpected shape');
  });
});
