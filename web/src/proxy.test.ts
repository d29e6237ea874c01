import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from './proxy';
import { installInProcessServices } from '@/site/in-process-services';
import { buildRouteManifest, redirectTargetOf, routeRulesFor } from '@/routing/route-manifest';

// The real sources read the shop and the content source; the proxy's own behaviour is tested with a fixed rule.
vi.mock('@/site/redirect-sources', () => ({
  redirectSources: [
    {
      name: 'test',
      load: async () => [
        {
          from: '/de/cannabis-samen/feminisierte-samen/alter-name',
          to: '/de/cannabis-samen/feminisierte-samen/neu',
          permanent: true,
        },
      ],
    },
  ],
}));

function get(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

describe('proxy', () => {
  it('rewrites an unprefixed page to the English route and tells the page the original path', async () => {
    const response = await get('/ui-page?x=1');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/ui-page?x=1');
    expect(response.headers.get('x-middleware-request-x-seedshop-path')).toBe('/ui-page');
    expect(response.headers.get('x-middleware-request-x-seedshop-search')).toBe('?x=1');
    expect(response.headers.get('x-middleware-request-x-seedshop-locale')).toBe('en');
  });

  it('marks the pages a cache in front may share, and no account or sign-in page', async () => {
    for (const path of ['/cannabis-seeds?seed_type=feminized', '/de/blog', '/fr/search?q=haze']) {
      expect((await get(path)).headers.get('x-seedshop-shared'), path).toBe('1');
    }
    for (const path of ['/account', '/de/login', '/cart/checkout', '/fr/reset-password?token=x']) {
      expect((await get(path)).headers.get('x-seedshop-shared'), path).toBeNull();
    }
  });

  it('follows a server-defined redirect and keeps the visitor’s query', async () => {
    const response = await get('/de/cannabis-samen/feminisierte-samen/alter-name?pack=5');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/de/cannabis-samen/feminisierte-samen/neu?pack=5',
    );
  });

  it('lets the Studio frame a page in draft mode only', async () => {
    const published = await get('/de/blog/erster-grow');
    expect(published.headers.get('content-security-policy')).toMatch(/(?:^|; )frame-ancestors 'none'(?:;|$)/);
    const draft = await get('/de/blog/erster-grow', { cookie: '__prerender_bypass=abc' });
    // The test environment's lake is the Studio (LAKE_URL, https://localhost:3333 by default).
    expect(draft.headers.get('content-security-policy')).toMatch(
      /(?:^|; )frame-ancestors 'self' https:\/\/localhost:\d+(?:;|$)/,
    );
  });

  it('answers 308 from /en/... to the unprefixed URL', async () => {
    const response = await get('/en/ui-page');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/ui-page');
  });

  it('sets the language cookie for 365 days on path / with SameSite=Lax', async () => {
    const response = await get('/de/ui-page');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^language=de;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  it('does not let a background prefetch change the language cookie', async () => {
    const response = await get('/de/ui-page', { cookie: 'language=es', 'next-router-prefetch': '1', rsc: '1' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('does not set the cookie again when it already holds the page language', async () => {
    const response = await get('/fr', { cookie: 'language=fr' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('sends a first visit to / to the Accept-Language match, then follows the cookie', async () => {
    const first = await get('/', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(first.status).toBe(307);
    expect(first.headers.get('location')).toBe('http://localhost:3000/es');
    expect(first.headers.get('vary')).toContain('Accept-Language');

    const returning = await get('/', { 'accept-language': 'es-ES', cookie: 'language=en' });
    expect(returning.status).toBe(200);
    expect(returning.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en');
  });

  it('gives a guest cart or list without its readable hint the hint, and nothing to a visitor without either', async () => {
    const response = await get('/de', { cookie: 'language=de; cart=guest123' });
    const hint = response.headers.getSetCookie().find((cookie) => cookie.startsWith('has_cart='));
    expect(hint).toMatch(/^has_cart=1;/);
    expect(hint).toContain('Max-Age=2592000');
    expect(hint).not.toContain('HttpOnly');
    const lists = await get('/de', { cookie: 'language=de; lists=lists123' });
    expect(lists.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['has_lists']);
    const hinted = await get('/de', { cookie: 'language=de; cart=guest123; has_cart=1' });
    expect(hinted.headers.get('set-cookie')).toBeNull();
    const none = await get('/de', { cookie: 'language=de' });
    expect(none.headers.get('set-cookie')).toBeNull();
  });

  it('overwrites the internal headers a client tries to send', async () => {
    const response = await get('/x', { 'x-seedshop-path': '/forged' });
    expect(response.headers.get('x-middleware-request-x-seedshop-path')).toBe('/x');
  });

  it('answers 400 to a path that cannot be percent-decoded, also under /api/', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/api/icons/%E0%A4%A')).status).toBe(400);
  });

  it('leaves API routes and build metadata alone', async () => {
    const response = await get('/api/icons/lucide.json?icons=x');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await get('/builds/latest.json')).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('does what the route manifest tells browsers, in English and German', async () => {
    const manifest = buildRouteManifest({
      buildId: 'test',
      siteOrigin: 'http://localhost:3000',
      redirects: [
        {
          from: '/de/cannabis-samen/feminisierte-samen/alter-name',
          to: '/de/cannabis-samen/feminisierte-samen/neu',
          permanent: true,
        },
      ],
    });
    const paths = [
      '/',
      '/de',
      '/login',
      '/de/login',
      '/blog/how-to-germinate',
      '/de/blog/page-2',
      '/cannabis-seeds/feminized-seeds',
      '/de/cannabis-samen/feminisierte-samen/alter-name',
      '/en/blog',
      '/en',
      '/api/icons/lucide.json',
      '/builds/latest.json',
      '/robots.txt',
    ];
    for (const path of paths) {
      const rules = routeRulesFor(manifest, path)?.rules;
      expect(rules, path).toBeDefined();
      const redirect = redirectTargetOf(manifest, path);
      const response = await get(path, { 'accept-language': 'de-DE' });
      if (redirect) {
        expect(response.status, path).toBe(redirect.status);
        expect(response.headers.get('location'), path).toBe(new URL(redirect.to, 'http://localhost:3000').href);
      } else if (rules?.appMiddleware?.length === 0) {
        expect(response.headers.get('x-middleware-next'), path).toBe('1');
        expect(response.headers.get('x-middleware-request-x-seedshop-locale'), path).toBeNull();
      } else if (rules?.appMiddleware?.includes('locale-negotiation')) {
        expect(response.status, path).toBe(307);
      } else {
        expect(response.status, path).toBe(200);
        expect(rules?.appMiddleware, path).toContain('locale-routing');
        expect(response.headers.get('x-middleware-request-x-seedshop-locale'), path).toMatch(/^(en|de)$/);
      }
    }
  });
});

describe('proxy and the rest of the server', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renews a session through the gateway in this process, never by HTTP to its own origin', async () => {
    const fetchSpy = vi.fn(async () => new Response('loop', { status: 500 }));
    vi.stubGlobal('fetch', fetchSpy);
    const calls: Request[] = [];
    installInProcessServices({
      gateway: async (request) => {
        calls.push(request);
        const headers = new Headers();
        headers.append('set-cookie', 'token=fresh; Path=/; HttpOnly');
        headers.append('set-cookie', 'refresh_token=next; Path=/; HttpOnly');
        return new Response('{}', { status: 200, headers });
      },
      shop: async () => Response.json({ redirects: [] }),
      cmsRedirects: async () => [],
    });
    const response = await get('/de/konto', { cookie: 'language=de; refresh_token=old', 'user-agent': 'Phone' });
    expect(response.status).toBe(307);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/^token=fresh/m);
    expect(calls.map((call) => [call.method, new URL(call.url).pathname])).toEqual([
      ['POST', '/api/shop/customer/auth/refresh'],
    ]);
    expect(calls[0]?.headers.get('cookie')).toBe('language=de; refresh_token=old');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
