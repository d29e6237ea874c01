import type { Locale } from '@seedshop/locales';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import {
  comparison,
  comparisonListDetail,
  comparisonListPage as comparisonListPageSchema,
  comparisonListRequest,
  comparisonListSummary,
  sharedComparisonList,
  type ComparisonProduct,
  type ComparisonWire,
} from '../contract/comparison';
import type { ComparisonListRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError, notFound, unauthorized } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import {
  comparisonListPage,
  comparisonListSummaries,
  deleteComparisonList,
  findComparisonList,
  findSharedComparisonList,
  nameTaken,
  renameComparisonList,
  saveComparisonList,
} from '../lists/comparison-lists';
import { loadComparisonProducts } from '../lists/comparison-products';
import {
  addToComparison,
  clearComparison,
  comparisonProductIds,
  removeFromComparison,
  replaceComparison,
} from '../lists/comparison-store';
import { LIST_PAGE_SIZE, MAX_COMPARISON_LISTS, MAX_COMPARISON_PRODUCTS } from '../lists/list-limits';
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
import { loadCataloguePricing } from '../pricing/catalogue-prices';
import { productIdPattern } from './catalogue-kit';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['comparison'];

const comparisonSchema = named(comparison, 'Comparison');
const listDetailSchema = named(comparisonListDetail, 'ComparisonListDetail');

const comparisonAnswer = (description: string) => ({
  description,
  headers: listsIdResponseHeaderDoc,
  content: { 'application/json': { schema: comparisonSchema } },
});

/** Any string is accepted as an id; one that names nothing is a 404 (or, for a delete, nothing to do). */
const pathId = (name: string) =>
  z
    .string()
    .max(300)
    .openapi({ param: { name, in: 'path' } });

const productParams = z.object({ productId: pathId('productId') });
const listParams = z.object({ id: pathId('id') });
const tokenParams = z.object({ token: pathId('token') });

const pageQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .openapi({
      param: { name: 'page', in: 'query' },
      description: `${LIST_PAGE_SIZE} lists per page, most recently changed first.`,
    }),
});

const comparisonNote = `${listsIdentityNote} The comparison holds at most ${MAX_COMPARISON_PRODUCTS} products, so it is always one page, in the order they were added.`;
const accountNote = `Customers only (a bearer token is required). ${listsIdentityNote}`;

export function registerComparisonRoutes(app: ShopApp, ctx: ShopContext): void {
  const structure = cachedCatalogueStructure(ctx.db);
  const identify = identifyListOwner(ctx.db, ctx.clock);

  async function productsOf(locale: Locale, ids: readonly string[]) {
    const pricing = await loadCataloguePricing(ctx.db, ctx.clock.now());
    return loadComparisonProducts(ctx.db, ids, await structure(), pricing, locale);
  }

  /** The comparison's answer body; `X-Lists-Id` is set on the answer when the call has something to say. */
  async function comparisonBody(c: Context<ListsEnv>, resolved: ResolvedOwner): Promise<ComparisonWire> {
    const ids = resolved.owner === null ? [] : await comparisonProductIds(ctx.db, resolved.owner.id);
    const items = await productsOf(c.var.locale, ids);
    answerListsId(c, resolved);
    return { items, total: items.length, max_products: MAX_COMPARISON_PRODUCTS };
  }

  async function detailOf(c: Context<ListsEnv>, row: ComparisonListRow) {
    const [[summary], items] = await Promise.all([
      comparisonListSummaries(ctx.db, [row], c.var.locale),
      productsOf(c.var.locale, row.productIds),
    ]);
    if (summary === undefined) throw new Error('a comparison list without its summary');
    return { ...summary, items };
  }

  function customerOf(c: Context<ListsEnv>): string {
    const customerId = c.var.listsIdentity.customerId;
    if (customerId === null) throw unauthorized();
    return customerId;
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/lists/comparison',
      tags,
      summary: 'The current comparison: its products with every attribute, rating and pack price',
      description: `${comparisonNote} A read never creates guest lists.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: listsIdRequestHeader },
      responses: { 200: comparisonAnswer('The comparison'), ...errorResponses(401) },
    }),
    async (c) => c.json(await comparisonBody(c, await readOwner(ctx.db, c.var.listsIdentity, ctx.clock.now())), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/lists/comparison/{productId}',
      tags,
      summary: 'Add a product to the comparison (idempotent)',
      description: `${comparisonNote} A product already there stays where it is; an unknown product is a 404; one past the limit a 422. The first write of a guest creates the guest's lists and answers their secret in \`X-Lists-Id\`.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { params: productParams, headers: listsIdRequestHeader },
      responses: { 200: comparisonAnswer('The comparison'), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const { productId } = c.req.valid('param');
      if (!productIdPattern.test(productId)) throw notFound();
      const now = ctx.clock.now();
      const resolved = await ctx.db.transaction(async (tx) => {
        const owner = await resolveOwner(tx, c.var.listsIdentity, { create: true, now });
        if (owner.owner === null) throw new Error('resolveOwner created no owner');
        await addToComparison(tx, owner.owner.id, productId, now);
        return owner;
      });
      return c.json(await comparisonBody(c, resolved), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/lists/comparison/{productId}',
      tags,
      summary: 'Remove a product from the comparison (idempotent)',
      description: `${comparisonNote} Removing a product that is not in the comparison answers it as it is.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { params: productParams, headers: listsIdRequestHeader },
      responses: { 200: comparisonAnswer('The comparison'), ...errorResponses(401) },
    }),
    async (c) => {
      const { productId } = c.req.valid('param');
      const now = ctx.clock.now();
      const resolved = await ctx.db.transaction(async (tx) => {
        const owner = await resolveOwner(tx, c.var.listsIdentity, { create: false, now });
        if (owner.owner !== null && productIdPattern.test(productId)) {
          await removeFromComparison(tx, owner.owner.id, productId);
        }
        return owner;
      });
      return c.json(await comparisonBody(c, resolved), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/lists/comparison',
      tags,
      summary: 'Empty the comparison (idempotent)',
      description: comparisonNote,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: listsIdRequestHeader },
      responses: { 200: comparisonAnswer('The empty comparison'), ...errorResponses(401) },
    }),
    async (c) => {
      const now = ctx.clock.now();
      const resolved = await ctx.db.transaction(async (tx) => {
        const owner = await resolveOwner(tx, c.var.listsIdentity, { create: false, now });
        if (owner.owner !== null) await clearComparison(tx, owner.owner.id);
        return owner;
      });
      return c.json(await comparisonBody(c, resolved), 200);
    },
  );

  registerSavedListRoutes(app, ctx, { identify, comparisonBody, detailOf, customerOf, productsOf });
}

interface SavedListKit {
  readonly identify: ReturnType<typeof identifyListOwner>;
  readonly comparisonBody: (c: Context<ListsEnv>, resolved: ResolvedOwner) => Promise<ComparisonWire>;
  readonly detailOf: (c: Context<ListsEnv>, row: ComparisonListRow) => Promise<z.infer<typeof comparisonListDetail>>;
  readonly customerOf: (c: Context<ListsEnv>) => string;
  readonly productsOf: (locale: Locale, ids: readonly string[]) => Promise<ComparisonProduct[]>;
}

/** A name clash that slipped past the check (two saves at once) is the same 422 as one caught by it. */
async function refusingNameClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

function registerSavedListRoutes(app: ShopApp, ctx: ShopContext, kit: SavedListKit): void {
  const { identify, comparisonBody, detailOf, customerOf, productsOf } = kit;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/comparison-lists',
      tags,
      summary: 'The customer’s saved comparison lists, one page',
      description: accountNote,
      security: bearerSecurity,
      middleware: [identify] as const,
      request: { query: pageQuery, headers: listsIdRequestHeader },
      responses: {
        200: jsonResponse(named(comparisonListPageSchema, 'ComparisonListPage'), 'One page of lists'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const customerId = customerOf(c);
      const { page } = c.req.valid('query');
      const found = await comparisonListPage(ctx.db, customerId, page);
      const items = await comparisonListSummaries(ctx.db, found.rows, c.var.locale);
      return c.json(
        {
          items,
          page: found.page,
          page_count: found.pageCount,
          page_size: LIST_PAGE_SIZE,
          total: found.total,
          max_lists: MAX_COMPARISON_LISTS,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/comparison-lists',
      tags,
      summary: 'Save the current comparison under a name',
      description: `${accountNote} Names are unique per customer, case-insensitively. Saving again under the same name with the same products (a double click) answers the list saved before (200); with other products the name is taken (422). An empty comparison or one list past ${MAX_COMPARISON_LISTS} is a 422.`,
      security: bearerSecurity,
      middleware: [identify] as const,
      request: { headers: listsIdRequestHeader, ...jsonBody(comparisonListRequest) },
      responses: {
        200: jsonResponse(listDetailSchema, 'The list saved before under this name, with the same products'),
        201: jsonResponse(listDetailSchema, 'The new list'),
        ...errorResponses(400, 401, 413, 415, 422),
      },
    }),
    async (c) => {
      const customerId = customerOf(c);
      const { name } = c.req.valid('json');
      const now = ctx.clock.now();
      const { saved, resolved } = await refusingNameClash(() =>
        ctx.db.transaction(async (tx) => {
          const owner = await resolveOwner(tx, c.var.listsIdentity, { create: true, now });
          const ids = owner.owner === null ? [] : await comparisonProductIds(tx, owner.owner.id);
          if (ids.length === 0) throw new ApiError(422, (m) => m.comparisonEmpty);
          return { saved: await saveComparisonList(tx, customerId, ids, name, now), resolved: owner };
        }),
      );
      answerListsId(c, resolved);
      const detail = await detailOf(c, saved.row);
      return saved.created ? c.json(detail, 201) : c.json(detail, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/comparison-lists/{id}',
      tags,
      summary: 'One saved comparison list with its products in full',
      description: accountNote,
      security: bearerSecurity,
      middleware: [identify] as const,
      request: { params: listParams, headers: listsIdRequestHeader },
      responses: { 200: jsonResponse(listDetailSchema, 'The list'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const row = await findComparisonList(ctx.db, customerOf(c), c.req.valid('param').id);
      if (row === null) throw notFound();
      return c.json(await detailOf(c, row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/account/comparison-lists/{id}',
      tags,
      summary: 'Rename a saved comparison list (idempotent)',
      description: `${accountNote} The name of another of the customer’s lists is taken (422).`,
      security: bearerSecurity,
      middleware: [identify] as const,
      request: { params: listParams, headers: listsIdRequestHeader, ...jsonBody(comparisonListRequest) },
      responses: {
        200: jsonResponse(named(comparisonListSummary, 'ComparisonListSummary'), 'The renamed list'),
        ...errorResponses(400, 401, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      const customerId = customerOf(c);
      const { id } = c.req.valid('param');
      const { name } = c.req.valid('json');
      const now = ctx.clock.now();
      const row = await refusingNameClash(() =>
        ctx.db.transaction((tx) => renameComparisonList(tx, customerId, id, name, now)),
      );
      if (row === null) throw notFound();
      const [summary] = await comparisonListSummaries(ctx.db, [row], c.var.locale);
      if (summary === undefined) throw new Error('a comparison list without its summary');
      return c.json(summary, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/account/comparison-lists/{id}',
      tags,
      summary: 'Delete a saved comparison list (idempotent)',
      description: `${accountNote} Deleting a list that is gone changes nothing (204 as well); its shared link stops working.`,
      security: bearerSecurity,
      middleware: [identify] as const,
      request: { params: listParams, headers: listsIdRequestHeader },
      responses: { 204: emptyResponse('Deleted (or gone already)'), ...errorResponses(401) },
    }),
    async (c) => {
      await deleteComparisonList(ctx.db, customerOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/comparison-lists/{id}/open',
      tags,
      summary: 'Reopen a saved list: it becomes the current comparison (idempotent)',
      description: `${accountNote} The current comparison is replaced by the list’s products still in the catalogue.`,
      security: bearerSecurity,
      middleware: [identify] as const,
      request: { params: listParams, headers: listsIdRequestHeader },
      responses: { 200: comparisonAnswer('The comparison'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const customerId = customerOf(c);
      const { id } = c.req.valid('param');
      const now = ctx.clock.now();
      const resolved = await ctx.db.transaction(async (tx) => {
        const list = await findComparisonList(tx, customerId, id);
        if (list === null) throw notFound();
        const owner = await resolveOwner(tx, c.var.listsIdentity, { create: true, now });
        if (owner.owner === null) throw new Error('resolveOwner created no owner');
        await replaceComparison(tx, owner.owner.id, list.productIds, now);
        return owner;
      });
      return c.json(await comparisonBody(c, resolved), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/shared/comparison-lists/{token}',
      tags,
      summary: 'A shared comparison list, read-only (no sign-in)',
      description:
        'Anybody with the link sees the list’s name and products; nothing about its owner. An unknown token is a 404.',
      request: { params: tokenParams },
      responses: {
        200: jsonResponse(named(sharedComparisonList, 'SharedComparisonList'), 'The list'),
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const row = await findSharedComparisonList(ctx.db, c.req.valid('param').token);
      if (row === null) throw notFound();
      const items = await productsOf(c.var.locale, row.productIds);
      c.header('X-Robots-Tag', 'noindex');
      return c.json({ name: row.name, items, updated_at: row.updatedAt.toISOString() }, 200);
    },
  );
}
