import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { favouriteIds, favouriteList, type FavouriteIdsWire } from '../contract/favourites';
import { addFavourite, favouritePage, favouriteProductIds, removeFavourite } from '../lists/favourite-store';
import { LIST_PAGE_SIZE, MAX_FAVOURITES } from '../lists/list-limits';
import {
  answerListsId,
  identifyListOwner,
  listsIdentityNote,
  listsIdRequestHeader,
  listsIdResponseHeaderDoc,
  readOwner,
  resolveOwner,
  type ListsEnv,
  type ResolvedOwner,
} from '../lists/list-owner';
import type { ShopApp } from '../http/app-env';
import { loadCataloguePricing } from '../pricing/catalogue-prices';
import { bearerSecurity, errorResponses, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['favourites'];

const idsSchema = named(favouriteIds, 'FavouriteIds');
const listSchema = named(favouriteList, 'FavouriteList');

const answerWith = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  headers: listsIdResponseHeaderDoc,
  content: { 'application/json': { schema } },
});

/** Any string is accepted as a product id; one that names no product is a 404 (a delete: nothing to do). */
const productParams = z.object({
  productId: z
    .string()
    .max(300)
    .openapi({ param: { name: 'productId', in: 'path' }, example: 'prod-000042' }),
});

const pageQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .openapi({
      param: { name: 'page', in: 'query' },
      description: `${LIST_PAGE_SIZE} favourites per page, most recently added first.`,
    }),
});

export function registerFavouriteRoutes(app: ShopApp, ctx: ShopContext): void {
  const structure = cachedCatalogueStructure(ctx.db);
  const identify = identifyListOwner(ctx.db, ctx.clock);

  async function idsAnswer(c: Context<ListsEnv>, resolved: ResolvedOwner, ids?: string[]) {
    const body: FavouriteIdsWire = {
      product_ids: ids ?? (resolved.owner === null ? [] : await favouriteProductIds(ctx.db, resolved.owner.id)),
      limit: MAX_FAVOURITES,
    };
    answerListsId(c, resolved);
    return c.json(body, 200);
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lists/favourites',
      tags,
      summary: 'One page of favourites: product cards with today’s prices, packs and what changed since',
      description: `${listsIdentityNote} A read never creates guest lists. \`price_dropped\` when the "from" price is lower than when the product was added; \`back_in_stock\` when it was sold out then and is in stock now.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: listsIdRequestHeader, query: pageQuery },
      responses: { 200: answerWith(listSchema, 'One page of favourites'), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const { page } = c.req.valid('query');
      const now = ctx.clock.now();
      const resolved = await readOwner(ctx.db, c.var.listsIdentity, now);
      const pricing = await loadCataloguePricing(ctx.db, now);
      const body = await favouritePage(
        ctx.db,
        resolved.owner?.id ?? null,
        page,
        await structure(),
        pricing,
        c.var.locale,
      );
      answerListsId(c, resolved);
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lists/favourites/ids',
      tags,
      summary: 'Every favourite product id (for the hearts on product cards)',
      description: `${listsIdentityNote} A read never creates guest lists. At most ${MAX_FAVOURITES} ids, most recently added first.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: listsIdRequestHeader },
      responses: { 200: answerWith(idsSchema, 'The favourite product ids'), ...errorResponses(401) },
    }),
    async (c) => idsAnswer(c, await readOwner(ctx.db, c.var.listsIdentity, ctx.clock.now())),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/lists/favourites/{productId}',
      tags,
      summary: 'Make a product a favourite (idempotent)',
      description: `${listsIdentityNote} A product that is a favourite already stays as it is. A guest's first favourite creates the guest lists and answers their secret in \`X-Lists-Id\`. 404 for a product the catalogue does not have; 422 (on \`product_id\`) past ${MAX_FAVOURITES} favourites.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { params: productParams, headers: listsIdRequestHeader },
      responses: { 200: answerWith(idsSchema, 'The favourite product ids'), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const { productId } = c.req.valid('param');
      const now = ctx.clock.now();
      const [pricing, catalogue] = await Promise.all([loadCataloguePricing(ctx.db, now), structure()]);
      const { resolved, ids } = await ctx.db.transaction(async (tx) => {
        const owner = await resolveOwner(tx, c.var.listsIdentity, { create: true, now });
        if (owner.owner === null) throw new Error('resolveOwner created no owner');
        await addFavourite(tx, owner.owner.id, productId, catalogue, pricing, now);
        return { resolved: owner, ids: await favouriteProductIds(tx, owner.owner.id) };
      });
      return idsAnswer(c, resolved, ids);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/lists/favourites/{productId}',
      tags,
      summary: 'Remove a product from the favourites (idempotent)',
      description: `${listsIdentityNote} Removing a product that is not (or no longer) a favourite answers the favourites as they are.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { params: productParams, headers: listsIdRequestHeader },
      responses: { 200: answerWith(idsSchema, 'The favourite product ids'), ...errorResponses(401, 422) },
    }),
    async (c) => {
      const { productId } = c.req.valid('param');
      const now = ctx.clock.now();
      const { resolved, ids } = await ctx.db.transaction(async (tx) => {
        const owner = await resolveOwner(tx, c.var.listsIdentity, { create: false, now });
        if (owner.owner === null) return { resolved: owner, ids: [] };
        await removeFavourite(tx, owner.owner.id, productId);
        return { resolved: owner, ids: await favouriteProductIds(tx, owner.owner.id) };
      });
      return idsAnswer(c, resolved, ids);
    },
  );
}
