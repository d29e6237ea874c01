import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRedirectMap, invalidateRedirects, type RedirectRule } from '@/routing/redirects';
import { redirectRuleOf, redirectRulesOf } from './cms-redirects';

const doc = {
  _id: 'redirect.old-faq.en',
  language: 'en',
  from: '/old-faq',
  to: '/blog',
  permanent: true,
  external: false,
};

describe('CMS redirect rules', () => {
  it('applies a redirect in its document’s language', () => {
    expect(redirectRuleOf(doc)).toEqual({ from: '/old-faq', to: '/blog', permanent: true, external: false });
    expect(
      redirectRuleOf({ ...doc, _id: 'redirect.old-faq.de', language: 'de', from: '/alter-pfad', permanent: false }),
    ).toEqual({ from: '/de/alter-pfad', to: '/de/blog', permanent: false, external: false });
  });

  it('matches paths the way browsers send them (percent-encoded)', () => {
    expect(redirectRuleOf({ ...doc, language: 'de', from: '/über-uns', to: '/größen' })).toMatchObject({
      from: '/de/%C3%BCber-uns',
      to: '/de/gr%C3%B6%C3%9Fen',
    });
  });

  it('passes external targets on with their flag; the map decides', () => {
    expect(redirectRuleOf({ ...doc, language: 'fr', to: 'https://ec.europa.eu/odr', external: true })).toEqual({
      from: '/fr/old-faq',
      to: 'https://ec.europa.eu/odr',
      permanent: true,
      external: true,
    });
  });

  it('skips documents with an unknown language or a source that is not a path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(redirectRulesOf([{ ...doc, language: 'it' }, { ...doc, from: '//evil.example' }, doc])).toHaveLength(1);
  });

  it('lets the redirect map refuse an external target not marked external, and log it', async () => {
    const warn = vi.fn();
    const rules = redirectRulesOf([
      { ...doc, from: '/odr', to: 'https://ec.europa.eu/odr', external: false },
      { ...doc, from: '/odr-ok', to: 'https://ec.europa.eu/odr', external: true },
    ]);
    const map = createRedirectMap({
      sources: [{ name: 'cms', load: async () => rules }],
      siteOrigin: 'https://shop.example',
      ttlMs: 60_000,
      logger: { warn },
    });
    expect(await map.lookup('/odr')).toBeNull();
    expect(await map.lookup('/odr-ok')).toEqual({ location: 'https://ec.europa.eu/odr', status: 308 });
    expect(warn).toHaveBeenCalledWith('refused redirect', expect.objectContaining({ source: 'cms', from: '/odr' }));
  });
});

describe('CMS redirects in the proxy’s map', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads the map before the next lookup once redirects were invalidated (no TTL wait)', async () => {
    let rules: RedirectRule[] = [{ from: '/a', to: '/b', permanent: true }];
    const load = vi.fn(async () => rules);
    const map = createRedirectMap({
      sources: [{ name: 'cms', load }],
      siteOrigin: 'https://shop.example',
      ttlMs: 3_600_000,
    });
    expect(await map.lookup('/a')).toEqual({ location: '/b', status: 308 });
    rules = [{ from: '/a', to: '/c', permanent: false }];
    expect(await map.lookup('/a')).toEqual({ location: '/b', status: 308 }); // within the TTL
    invalidateRedirects();
    expect(await map.lookup('/a')).toEqual({ location: '/c', status: 307 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
