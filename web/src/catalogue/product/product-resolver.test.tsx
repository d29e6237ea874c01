import type { ResolveContext } from '@/routing/resolve';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lookup } from '@/routing/lookup';
import type { CatalogueApi } from '../catalogue-api';
import type { ResolvedCataloguePath } from '../catalogue-types';
import { productDetailFromWire } from '../from-wire';
import { wireProductDetail } from '../testing/product-detail-fixture';
import { resolveProductPage } from './product-resolver';
import type { ProductView } from './product-view';

const api = vi.hoisted(() => ({
  resolve: vi.fn<CatalogueApi['resolve']>(),
  product: vi.fn<CatalogueApi['product']>(),
}));
vi.mock('../catalogue-api.server', () => ({ serverCatalogueApi: async () => api }));
vi.mock('@/shop-client/customer.server', () => ({ getCurrentCustomer: vi.fn(async () => null) }));
vi.mock('@/reviews/product-reviews', () => ({ ProductReviews: () => null }));

const wire = wireProductDetail();
const node = (slugs: { en: string; de: string; fr: string; es: string }, name: string) => ({
  id: slugs.en,
  slug: slugs.en,
  name,
  slugs,
});
const resolved: ResolvedCataloguePath = {
  kind: 'product',
  catalog: node(wire.path.catalog, 'Cannabis seeds'),
  category: node(wire.path.category, 'Autoflowering'),
  product: { id: wire.id, slug: wire.slug, name: wire.name, slugs: wire.path.product },
};

function context(params: Record<string, string>, query = ''): ResolveContext {
  const segments = [params.catalog ?? '', params.category ?? '', params.product ?? ''];
  return {
    locale: 'en',
    path: `/${segments.join('/')}`,
    segments,
    params,
    searchParams: new URLSearchParams(query),
  };
}

const canonicalParams = { catalog: 'cannabis-seeds', category: 'autoflowering', product: 'lemon-haze-auto' };

/** Next's redirect helpers throw; the digest carries the target and status. */
async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (typeof error !== 'object' || error === null || !('digest' in error) || typeof error.digest !== 'string') {
    throw new Error('expected a redirect');
  }
  return error.digest;
}

describe('product page resolver', () => {
  beforeEach(() => {
    api.resolve.mockResolvedValue({ kind: 'found', value: resolved });
    api.product.mockResolvedValue({ kind: 'found', value: productDetailFromWire(wire) } satisfies Lookup<ProductView>);
  });

  it('answers 404 (null) for a path the shop does not know', async () => {
    api.resolve.mockResolvedValue({ kind: 'missing' });
    await expect(resolveProductPage(context(canonicalParams))).resolves.toBeNull();
    expect(api.product).not.toHaveBeenCalled();
  });

  it('redirects permanently from a former slug to the current path, keeping the query', async () => {
    api.resolve.mockResolvedValue({ kind: 'moved', location: '/cannabis-seeds/autoflowering/new-name' });
    const digest = await redirectOf(resolveProductPage(context(canonicalParams, 'pack=5')));
    expect(digest).toContain('/cannabis-seeds/autoflowering/new-name?pack=5');
    expect(digest).toContain('308');
  });

  it('redirects to the shop’s spelling of the path when the URL differs', async () => {
    const digest = await redirectOf(resolveProductPage(context({ ...canonicalParams, catalog: 'cannabis-seeds-old' })));
    expect(digest).toContain('/cannabis-seeds/autoflowering/lemon-haze-auto');
  });

  it('answers 404 when the product detail is gone', async () => {
    api.product.mockResolvedValue({ kind: 'missing' });
    await expect(resolveProductPage(context(canonicalParams))).resolves.toBeNull();
  });

  it('gives the page in every language with that language’s slugs, and product metadata', async () => {
    const page = await resolveProductPage(context(canonicalParams));
    expect(page?.alternates).toEqual({
      en: '/cannabis-seeds/autoflowering/lemon-haze-auto',
      de: '/de/cannabis-samen/autoflowering-samen/lemon-haze-auto-samen',
      fr: '/fr/graines-de-cannabis/autofloraison/graines-lemon-haze-auto',
      es: '/es/semillas-de-cannabis/autoflorecientes/semillas-lemon-haze-auto',
    });
    expect(page?.metadata?.title).toBe('Lemon Haze Auto – Green Valley Seeds');
    expect(page?.metadata?.alternates?.canonical).toBe('/cannabis-seeds/autoflowering/lemon-haze-auto');
    expect(api.product).toHaveBeenCalledWith('lemon-haze-auto');
  });

  it('keeps a chosen pack when switching language, but not in the canonical URL', async () => {
    const page = await resolveProductPage(context(canonicalParams, 'pack=10&review_sort=helpful'));
    expect(page?.alternates.de).toBe('/de/cannabis-samen/autoflowering-samen/lemon-haze-auto-samen?pack=10');
    expect(page?.metadata?.alternates?.canonical).toBe('/cannabis-seeds/autoflowering/lemon-haze-auto');
  });
});
