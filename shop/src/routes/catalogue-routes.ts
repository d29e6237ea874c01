import { createRoute, z } from '@hono/zod-openapi';
import { listingQuery, listingResponse, priceWindow, productDetail, productList } from '../contract';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { currentProductSlugs, findProductSlug, loadProductDetail } from '../catalogue/store/product-detail';
import { loadProductSummaries } from '../catalogue/store/product-cards';
import { runListing } from '../catalogue/store/run-listing';
import { similarProductIds } from '../catalogue/store/similar-products';
import { notFound } from '../http/api-error';
import { catalogueMaxAge, loadCataloguePricing, priceDetail, priceSummaries } from '../pricing/catalogue-prices';
import type { ShopApp } from '../http/app-env';
import { registerCatalogueImageRoutes } from './catalogue-image-routes';
import {
  movedBody,
  pathParam,
  productIdPattern,
  publicCache,
  slugPattern,
  tags,
  type CatalogueContext,
} from './catalogue-kit';
import { registerCatalogueNavRoutes } from './catalogue-nav-routes';
import { errorResponses, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

export const MAX_SIMILAR = 24;

const similarQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_SIMILAR).optional() });

function registerProductRoutes(app: ShopApp, cat: CatalogueContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/products',
      tags,
      summary: 'Products of a catalog or category with facets, search, sorting and paging',
      description:
        'Facets: AND across facets, OR within one; the counts of a facet honour every other active filter. Slugs of `catalog` and `in_category` are in the language of Accept-Language (404 when unknown). A search that finds nothing is retried with typo tolerance and `did_you_mean` names the closest strain. `ids` (up to 48 product ids, comma-separated) limits the listing to those products; facets and totals are counted over them.',
      request: { query: listingQuery },
      responses: {
        200: jsonResponse(named(listingResponse, 'Listing'), 'One page of products with facets'),
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const outcome = await runListing(cat.db, await cat.structure(), c.req.valid('query'), c.var.locale);
      if (!outcome.found) throw notFound();
      const pricing = await loadCataloguePricing(cat.db, cat.clock.now());
      const items = await priceSummaries(cat.db, pricing, outcome.listing.items, c.var.locale);
      publicCache(c, catalogueMaxAge(pricing));
      return c.json({ ...outcome.listing, items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/products/{slug}',
      tags,
      summary: 'One product by its slug in the request language',
      description: 'A former slug answers 301 with the API path of the current one (Location and body).',
      request: { params: z.object({ slug: pathParam('slug') }) },
      responses: {
        200: jsonResponse(named(productDetail, 'ProductDetail'), 'The product'),
        301: jsonResponse(movedBody, 'Former slug'),
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { slug } = c.req.valid('param');
      const locale = c.var.locale;
      const match = slugPattern.test(slug) ? await findProductSlug(cat.db, locale, slug) : null;
      if (match === null) throw notFound();
      if (!match.current) {
        const current = await currentProductSlugs(cat.db, match.productId);
        if (current === null) throw notFound();
        const location = `/catalogue/products/${current.slugs[locale]}`;
        publicCache(c);
        return c.json({ location }, 301, { Location: location });
      }
      const detail = await loadProductDetail(cat.db, match.productId, await cat.structure(), locale);
      if (detail === null) throw notFound();
      const pricing = await loadCataloguePricing(cat.db, cat.clock.now());
      const priced = await priceDetail(cat.db, pricing, detail, locale);
      publicCache(c, catalogueMaxAge(pricing));
      return c.json(priced, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/products/{id}/similar',
      tags,
      summary: 'Products with similar attributes (seed type, genotype, THC, flowering, effects, flavours)',
      request: { params: z.object({ id: pathParam('id') }), query: similarQuery },
      responses: {
        200: jsonResponse(named(productList, 'ProductList'), 'Most similar first'),
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const limit = c.req.valid('query').limit ?? 8;
      const ids = productIdPattern.test(id) ? await similarProductIds(cat.db, id, limit) : null;
      if (ids === null) throw notFound();
      const summaries = await loadProductSummaries(cat.db, ids, await cat.structure(), c.var.locale);
      const pricing = await loadCataloguePricing(cat.db, cat.clock.now());
      const items = await priceSummaries(cat.db, pricing, summaries, c.var.locale);
      publicCache(c, catalogueMaxAge(pricing));
      return c.json({ items }, 200);
    },
  );
}

function registerPriceWindowRoute(app: ShopApp, cat: CatalogueContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/prices/next-change',
      tags,
      summary: 'When catalogue prices next change by themselves (a promotion’s window opens or closes)',
      description:
        'Pages that show prices and are cached (the storefront’s static pages) keep them no longer than this.',
      responses: { 200: jsonResponse(named(priceWindow, 'PriceWindow'), 'The next boundary, or null') },
    }),
    async (c) => {
      const pricing = await loadCataloguePricing(cat.db, cat.clock.now());
      publicCache(c, catalogueMaxAge(pricing));
      return c.json({ next_change_at: pricing.nextChange?.toISOString() ?? null }, 200);
    },
  );
}

/** The catalogue API: listing, products, navigation (resolve, seed banks, suggest, redirects), images. */
export function registerCatalogueRoutes(app: ShopApp, ctx: ShopContext): void {
  const cat: CatalogueContext = { db: ctx.db, structure: cachedCatalogueStructure(ctx.db), clock: ctx.clock };
  registerProductRoutes(app, cat);
  registerPriceWindowRoute(app, cat);
  registerCatalogueNavRoutes(app, cat);
  registerCatalogueImageRoutes(app, cat);
}
