import { describe, expect, it, vi } from 'vitest';
import { alternatesOf } from './paths';
import { isInvalidRoute, resolvePath, type PageResolver, type ResolvedPage, type ResolverSet } from './resolve';

const page = (label: string): ResolvedPage => ({ alternates: alternatesOf('home'), render: () => label });
const none: ResolverSet = { routes: {}, catalogue: {} };
const query = new URLSearchParams();

describe('resolver chain', () => {
  it('answers not-found for every shape while no resolver is plugged in', async () => {
    for (const path of ['/does-not-exist', '/seeds/feminized', '/seeds/feminized/x', '/blog/x', '/top-10-x']) {
      await expect(resolvePath('en', path, query, none)).resolves.toEqual({ kind: 'not-found' });
    }
  });

  it('answers invalid when a validity check fails, without asking any resolver', async () => {
    const blogPage = vi.fn<PageResolver>(async () => page('blog'));
    const result = await resolvePath('en', '/blog/page-1', query, { ...none, routes: { blogPage } });
    expect(result).toEqual({ kind: 'invalid', routeId: 'blogPage' });
    expect(blogPage).not.toHaveBeenCalled();
  });

  it('asks patterned routes first, then the catalogue', async () => {
    const calls: string[] = [];
    const resolvers: ResolverSet = {
      routes: {
        topList: async ({ params }) => {
          calls.push(`topList:${params.slug}`);
          return null;
        },
      },
      catalogue: {
        catalog: async ({ params }) => {
          calls.push(`catalog:${params.catalog}`);
          return params.catalog === 'seeds' ? page('seeds') : null;
        },
      },
    };
    const seeds = await resolvePath('de', '/seeds', query, resolvers);
    expect(seeds.kind === 'page' && seeds.routeId).toBe('catalog');
    const top = await resolvePath('en', '/top-10-indica', query, resolvers);
    expect(top).toEqual({ kind: 'not-found' });
    expect(calls).toEqual(['catalog:seeds', 'topList:indica']);
  });

  it('never lets a fixed-route shape fall through to the catalogue', async () => {
    const product = vi.fn<PageResolver>(async () => page('product'));
    const category = vi.fn<PageResolver>(async () => page('category'));
    const result = await resolvePath('en', '/blog/some-post', query, { ...none, catalogue: { product, category } });
    expect(result).toEqual({ kind: 'not-found' });
    expect(category).not.toHaveBeenCalled();
  });

  it('hands resolvers the locale, decoded segments and query', async () => {
    const resolver = vi.fn<PageResolver>(async () => null);
    await resolvePath('fr', '/graines/caf%C3%A9', new URLSearchParams('sort=price'), {
      ...none,
      catalogue: { category: resolver },
    });
    const context = resolver.mock.calls[0]?.[0];
    expect(context?.locale).toBe('fr');
    expect(context?.segments).toEqual(['graines', 'café']);
    expect(context?.params).toEqual({ catalog: 'graines', category: 'café' });
    expect(context?.searchParams.get('sort')).toBe('price');
  });

  it('treats undecodable paths as not found', async () => {
    await expect(resolvePath('en', '/%E0%A4%A', query, none)).resolves.toEqual({ kind: 'not-found' });
  });

  it('tells a failed validity check from an unknown path, for the not-found page', () => {
    expect(isInvalidRoute('/blog/page-0')).toBe(true);
    expect(isInvalidRoute('/top-10-Bad_Slug')).toBe(true);
    expect(isInvalidRoute('/blog/page-2')).toBe(false);
    expect(isInvalidRoute('/does-not-exist')).toBe(false);
    expect(isInvalidRoute('/a/b/c')).toBe(false);
  });
});
