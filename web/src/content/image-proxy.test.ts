import { describe, expect, it, vi } from 'vitest';
import { lakeImageUrl, proxyLakeImage, type FetchLike } from './image-proxy';

const target = { url: 'https://localhost:3333', projectId: 'local', dataset: 'production' };
const file = `${'a'.repeat(40)}-1600x900.webp`;

function request(path: string, headers: Record<string, string> = {}): [string[], Request] {
  const url = new URL(`http://site.test/api/content/images/${path}`);
  const segments = url.pathname.replace('/api/content/images/', '').split('/').map(decodeURIComponent);
  return [segments, new Request(url, { headers })];
}

function lake(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const send: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, send };
}

describe('lake image URLs', () => {
  it('map this site’s path onto the lake’s image API with the parameters as they are', () => {
    expect(lakeImageUrl(['local', 'production', file], '?w=640&fm=webp&fit=max', target)).toBe(
      `https://localhost:3333/images/local/production/${file}?w=640&fm=webp&fit=max`,
    );
    expect(lakeImageUrl(['local', 'production', file], '', target)).toBe(
      `https://localhost:3333/images/local/production/${file}`,
    );
  });

  it.each([
    ['another project', ['other', 'production', file]],
    ['another dataset', ['local', 'demo', file]],
    ['extra segments', ['local', 'production', file, 'x']],
    ['too few segments', ['local', 'production']],
    ['a path escape', ['local', 'production', `../data/query/production`]],
    ['another lake endpoint', ['local', 'production', 'acl']],
    ['an upper-case hash', ['local', 'production', file.toUpperCase()]],
  ])('refuse %s', (_name, path) => {
    expect(lakeImageUrl(path, '', target)).toBeNull();
  });
});

describe('the image proxy', () => {
  it('passes the lake’s bytes and caching headers on, and the browser’s Accept to the lake', async () => {
    const bytes = new Uint8Array([82, 73, 70, 70]);
    const { calls, send } = lake(
      () =>
        new Response(bytes, {
          headers: {
            'content-type': 'image/webp',
            'content-length': '4',
            'cache-control': 'public, max-age=31536000, immutable',
            etag: '"abc"',
            vary: 'Accept',
            'set-cookie': 'lake=1',
          },
        }),
    );
    const [path, incoming] = request(`local/production/${file}?w=320&auto=format`, {
      accept: 'image/avif,image/webp,*/*',
      cookie: 'session=secret',
    });
    const response = await proxyLakeImage(path, incoming, target, send);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`https://localhost:3333/images/local/production/${file}?w=320&auto=format`);
    const sent = new Headers(calls[0]?.init.headers);
    expect(sent.get('accept')).toBe('image/avif,image/webp,*/*');
    expect(sent.get('cookie')).toBeNull();
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/webp',
      'content-length': '4',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: '"abc"',
      vary: 'Accept',
    });
  });

  it('answers 304 to a matching If-None-Match the lake confirmed', async () => {
    const { calls, send } = lake(() => new Response(null, { status: 304, headers: { etag: '"abc"' } }));
    const [path, incoming] = request(`local/production/${file}?w=320`, { 'if-none-match': '"abc"' });
    const response = await proxyLakeImage(path, incoming, target, send);
    expect(new Headers(calls[0]?.init.headers).get('if-none-match')).toBe('"abc"');
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe('"abc"');
  });

  it('passes the lake’s 400 for bad parameters on, uncacheable', async () => {
    const { send } = lake(() =>
      Response.json(
        { message: 'w must be a whole number' },
        { status: 400, headers: { 'cache-control': 'max-age=60' } },
      ),
    );
    const [path, incoming] = request(`local/production/${file}?w=abc`);
    const response = await proxyLakeImage(path, incoming, target, send);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'w must be a whole number' });
  });

  it('answers 404 without asking the lake for a path that is not one of its images', async () => {
    const { calls, send } = lake(() => new Response('never'));
    const [path, incoming] = request('local/production/..%2F..%2Fusers%2Fme');
    expect((await proxyLakeImage(path, incoming, target, send)).status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('answers 502 when the lake is down or failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = lake(() => Promise.reject(new TypeError('fetch failed')));
    const failing = lake(() => new Response('boom', { status: 500 }));
    for (const { send } of [down, failing]) {
      const [path, incoming] = request(`local/production/${file}`);
      const response = await proxyLakeImage(path, incoming, target, send);
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
