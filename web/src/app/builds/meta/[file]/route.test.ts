import { describe, expect, it, vi } from 'vitest';
import type { RedirectRule } from '@/routing/redirects';
import { parseRouteManifest } from '@/routing/route-manifest';

const BUILD_ID = '3f2a9c1-mhx7k2p0';

const cms = vi.hoisted(() => ({
  rules: async (): Promise<RedirectRule[]> => [
    { from: '/de/alter-pfad', to: '/de/neuer-pfad', permanent: true },
    { from: '/old-guide', to: '/blog/germination-guide', permanent: true },
    { from: '/fr/promo-ete', to: '/fr/promotions', permanent: false },
  ],
}));

vi.mock('@/config/env', () => ({ env: { SEEDSHOP_BUILD_ID: BUILD_ID, SITE_URL: 'http://localhost:3000' } }));
vi.mock('@/content/cms-redirects.server', () => ({ cmsRedirectRules: () => cms.rules() }));

async function get(file: string): Promise<Response> {
  const { GET } = await import('./route');
  // Next hands the route the decoded segment; the request's own URL is not read.
  return GET(new Request('http://localhost:3000/builds/meta/x.json'), { params: Promise.resolve({ file }) });
}

describe('GET /builds/meta/{buildId}.json', () => {
  it('answers the running build’s manifest as JSON, cacheable for good', async () => {
    const response = await get(`${BUILD_ID}.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = parseRouteManifest(await response.json());
    expect(manifest?.id).toBe(BUILD_ID);
    const rules = manifest?.routeRules ?? {};

    // Redirects: the proxy's /en/… rule and the CMS's permanent redirects (German and English).
    expect(rules['/en/**']).toEqual({ redirect: { to: '/**', status: 308 } });
    expect(rules['/de/alter-pfad']).toEqual({ redirect: { to: '/de/neuer-pfad', status: 308 } });
    expect(rules['/old-guide']).toEqual({ redirect: { to: '/blog/germination-guide', status: 308 } });
    // A temporary redirect may be withdrawn any time: it is not kept in an immutable answer.
    expect(rules['/fr/promo-ete']).toBeUndefined();

    // Prerendered: the home page in every language; pages rendered per request are not.
    for (const home of ['/', '/de', '/fr', '/es']) expect(rules[home]?.prerender, home).toBe(true);
    expect(rules['/login']?.prerender).toBe(false);
    expect(rules['/de/blog/{slug}']?.prerender).toBe(false);

    // The proxy's handling: negotiation on / only; API routes bypass it.
    expect(rules['/']?.appMiddleware).toContain('locale-negotiation');
    expect(rules['/de']?.appMiddleware).not.toContain('locale-negotiation');
    expect(rules['/de/account']?.appMiddleware).toEqual(['server-redirects', 'locale-routing', 'session-refresh']);
    expect(rules['/api/**']).toEqual({ appMiddleware: [] });
  });

  it('answers 404 JSON, not cached, for another build’s id', async () => {
    const response = await get('0000000-older.json');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'No route manifest for this build' });
  });

  it('answers 4xx for whatever bytes a client puts in the name', async () => {
    const hostile = [
      '',
      BUILD_ID,
      `${BUILD_ID}.JSON`,
      `${BUILD_ID}.json.map`,
      `${BUILD_ID}.json\u0000`,
      ` ${BUILD_ID}.json`,
      `../${BUILD_ID}.json`,
      '../latest.json',
      '..%2f..%2fetc%2fpasswd',
      '%00',
      '\u0000\u0001\u007f',
      '\ud800.json',
      '<script>alert(1)</script>.json',
      'ü'.repeat(4096),
      'x'.repeat(100_000),
      '__proto__',
      'constructor.json',
    ];
    for (const file of hostile) {
      const response = await get(file);
      expect(response.status, JSON.stringify(file.slice(0, 40))).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(file.slice(0, 40))).toBeLessThan(500);
    }
  });

  it('answers 503, not cached, when the CMS redirects cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const original = cms.rules;
    cms.rules = async () => {
      throw new Error('content lake not reachable');
    };
    try {
      const response = await get(`${BUILD_ID}.json`);
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(error).toHaveBeenCalledOnce();
    } finally {
      cms.rules = original;
    }
  });
});
