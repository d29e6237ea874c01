import { createRoute, z } from '@hono/zod-openapi';
import {
  catalogueRedirects as catalogueRedirectsSchema,
  resolveMoved,
  resolveQuery,
  resolveResponse,
  seedBankDetail as seedBankDetailSchema,
  seedBankList,
  suggestQuery,
  suggestResponse,
} from '../contract';
import { catalogueRedirects } from '../catalogue/store/redirects';
import { resolveCataloguePath } from '../catalogue/store/resolve-path';
import { listSeedBanks, seedBankDetail } from '../catalogue/store/seed-bank-store';
import { suggest } from '../catalogue/store/suggest';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { pathParam, publicCache, tags, type CatalogueContext } from './catalogue-kit';
import { errorResponses, jsonResponse, named } from './openapi-kit';

export function registerCatalogueNavRoutes(app: ShopApp, cat: CatalogueContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/resolve',
      tags,
      summary: 'What a storefront path /{catalog}[/{category}[/{product}]] names (slugs in the request language)',
      description:
        'A former product slug answers 301 with `{moved: {catalog, category, product}}`: the current slugs in the request language. No Location header — the storefront builds the path and decides how to redirect.',
      request: { query: resolveQuery },
      responses: {
        200: jsonResponse(named(resolveResponse, 'CataloguePathLookup'), 'The catalog, category or product'),
        301: jsonResponse(named(resolveMoved, 'CatalogueMoved'), 'Former product slug'),
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const resolution = await resolveCataloguePath(
        cat.db,
        await cat.structure(),
        c.req.valid('query').path,
        c.var.locale,
      );
      if (resolution.kind === 'missing') throw notFound();
      publicCache(c);
      if (resolution.kind === 'moved') return c.json({ moved: resolution.place }, 301);
      return c.json(resolution.body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/seed-banks',
      tags,
      summary: 'Every seed bank A–Z with its number of products',
      responses: { 200: jsonResponse(named(seedBankList, 'SeedBankList'), 'The seed banks') },
    }),
    async (c) => {
      const seedBanks = await listSeedBanks(cat.db, await cat.structure());
      publicCache(c);
      return c.json({ seed_banks: seedBanks }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/seed-banks/{slug}',
      tags,
      summary: 'One seed bank with its description in the request language',
      request: { params: z.object({ slug: pathParam('slug') }) },
      responses: {
        200: jsonResponse(named(seedBankDetailSchema, 'SeedBankDetail'), 'The seed bank'),
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const detail = await seedBankDetail(cat.db, await cat.structure(), c.req.valid('param').slug, c.var.locale);
      if (detail === null) throw notFound();
      publicCache(c);
      return c.json(detail, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/suggest',
      tags,
      summary: 'Search suggestions while typing: up to 6 products and 3 seed banks',
      request: { query: suggestQuery },
      responses: { 200: jsonResponse(named(suggestResponse, 'Suggestions'), 'Suggestions'), ...errorResponses(422) },
    }),
    async (c) => {
      const body = await suggest(cat.db, await cat.structure(), c.req.valid('query').q, c.var.locale);
      publicCache(c);
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/redirects',
      tags,
      summary:
        'Former product slugs, every language: the old and the current place as slugs (the storefront builds the paths)',
      responses: { 200: jsonResponse(named(catalogueRedirectsSchema, 'CatalogueRedirects'), 'The redirects') },
    }),
    async (c) => {
      const redirects = await catalogueRedirects(cat.db, await cat.structure());
      publicCache(c);
      return c.json({ redirects }, 200);
    },
  );
}
