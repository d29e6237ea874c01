import { describe, expect, it } from 'vitest';
import { buildRouteManifest, parseRouteManifest, redirectTargetOf, routeRulesFor } from './route-manifest';
import { bypassesLocaleRouting, bypassPatterns } from './proxy-rules';

const manifest = buildRouteManifest({
  buildId: 'build-1',
  siteOrigin: 'https://seedshop.example',
  redirects: [
    { from: '/de/alter-pfad/', to: '/de/neuer-pfad', permanent: true },
    { from: '/de/videos', to: '/de/blog', permanent: true },
    { from: '/moved', to: 'https://seedshop.example/blog?from=moved', permanent: true },
    { from: '/partner', to: 'https://partner.example/', permanent: true, external: true },
    { from: '/evil', to: 'https://evil.example/', permanent: true },
    { from: '/fr/promo-ete', to: '/fr/promotions', permanent: false },
  ],
});

describe('route manifest', () => {
  it('lists every registry route in every language with the proxy’s handling', () => {
    expect(routeRulesFor(manifest, '/de/login')).toMatchObject({
      pattern: '/de/login',
      rules: { prerender: false, appMiddleware: ['server-redirects', 'locale-routing', 'session-refresh'] },
    });
    expect(routeRulesFor(manifest, '/login')?.pattern).toBe('/login');
    expect(routeRulesFor(manifest, '/es/blog/page-3')?.pattern).toBe('/es/blog/page-{page}');
    expect(routeRulesFor(manifest, '/es/blog/como-germinar')?.pattern).toBe('/es/blog/{slug}');
    expect(routeRulesFor(manifest, '/top-10-indica')?.pattern).toBe('/top-10-{slug}');
    expect(routeRulesFor(manifest, '/de/cannabis-samen/feminisierte-samen')?.pattern).toBe('/de/{catalog}/{category}');
    expect(routeRulesFor(manifest, '/cannabis-seeds/feminized-seeds/x')?.pattern).toBe(
      '/{catalog}/{category}/{product}',
    );
  });

  it('marks the prerendered home page in every language, and only the unprefixed one negotiates the language', () => {
    for (const home of ['/', '/de', '/fr', '/es']) expect(manifest.routeRules[home]?.prerender, home).toBe(true);
    expect(manifest.routeRules['/']?.appMiddleware).toContain('locale-negotiation');
    expect(manifest.routeRules['/fr']?.appMiddleware).not.toContain('locale-negotiation');
    const others = Object.entries(manifest.routeRules).filter(
      ([pattern]) => !['/', '/de', '/fr', '/es'].includes(pattern),
    );
    expect(others.filter(([, rules]) => rules.prerender === true)).toEqual([]);
  });

  it('sends /en/… to the unprefixed path with 308', () => {
    expect(redirectTargetOf(manifest, '/en/blog/how-to-germinate')).toEqual({
      to: '/blog/how-to-germinate',
      status: 308,
    });
    expect(redirectTargetOf(manifest, '/en')).toEqual({ to: '/', status: 308 });
    expect(redirectTargetOf(manifest, '/en/')).toEqual({ to: '/', status: 308 });
    expect(redirectTargetOf(manifest, '/enx/blog')).toBeNull();
  });

  it('carries the permanent server redirects the proxy follows, ahead of the route that would match', () => {
    expect(redirectTargetOf(manifest, '/de/alter-pfad')).toEqual({ to: '/de/neuer-pfad', status: 308 });
    expect(redirectTargetOf(manifest, '/moved')).toEqual({ to: '/blog?from=moved', status: 308 });
    expect(redirectTargetOf(manifest, '/partner')).toEqual({ to: 'https://partner.example/', status: 308 });
    // A redirect from a registry path keeps that path's own rules beside it.
    expect(manifest.routeRules['/de/videos']).toEqual({
      redirect: { to: '/de/blog', status: 308 },
      prerender: false,
      appMiddleware: ['server-redirects', 'locale-routing', 'session-refresh'],
    });
    expect(redirectTargetOf(manifest, '/videos')).toBeNull();
  });

  it('leaves out what the proxy refuses and what an editor may withdraw', () => {
    expect(redirectTargetOf(manifest, '/evil')).toBeNull(); // another host, not marked external
    expect(redirectTargetOf(manifest, '/fr/promo-ete')).toBeNull(); // temporary
  });

  it('states that API routes, build metadata and root files skip the proxy’s page steps', () => {
    for (const path of [
      '/api/shop/catalogue/products',
      '/builds/meta/build-1.json',
      '/robots.txt',
      '/sitemaps/sitemap/2.xml',
    ]) {
      expect(routeRulesFor(manifest, path)?.rules, path).toEqual({ appMiddleware: [] });
      expect(bypassesLocaleRouting(path), path).toBe(true);
    }
    // Every bypass pattern names paths the proxy really lets through.
    for (const pattern of bypassPatterns) {
      const example = pattern.replace('**', 'x/y').replace('{page}', '3');
      expect(bypassesLocaleRouting(example), example).toBe(true);
    }
  });

  it('reads a manifest from the wire and refuses other shapes', () => {
    expect(parseRouteManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
    expect(parseRouteManifest(null)).toBeNull();
    expect(parseRouteManifest({ id: 'x' })).toBeNull();
    expect(parseRouteManifest({ id: 'x', routeRules: { '/a': { redirect: { to: '/b', status: 301 } } } })).toBeNull();
    expect(parseRouteManifest({ id: 'x', routeRules: { '/a': { appMiddleware: ['teleport'] } } })).toBeNull();
    expect(parseRouteManifest({ id: 'x', routeRules: { a: {} } })).toBeNull();
  });
});
