/**
 * "My comments": the signed-in customer's own reviews in every status, edited (back to moderation)
 * or deleted. Another customer's review is a 404, like an unknown one.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { myReviewList, updateMyReviewRequest, updateMyReviewResponse } from '../contract';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { LIST_PAGE_SIZE } from '../lists/list-limits';
import { deleteMyReview, findMyReview, listMyReviews, toMyReviewWire, updateMyReview } from '../reviews/my-reviews';
import { isUuid } from '../reviews/review-rules';
import type { RateLimitRule } from '../ports';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import { enforceRateLimits, type ShopContext } from './shop-context';

const tags = ['reviews'];

/** Enough to polish a few reviews; a script rewriting reviews over and over meets the wall. */
export const reviewEditsPerCustomer: RateLimitRule = {
  name: 'review-edit:customer',
  limit: 30,
  windowSeconds: 60 * 60,
};

const idParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The review id (a UUID).' }),
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
      description: `${LIST_PAGE_SIZE} reviews per page, newest first.`,
    }),
});

export function registerMyReviewRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);
  const structure = cachedCatalogueStructure(ctx.db);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/reviews',
      tags,
      summary: "The customer's own reviews in every status, newest first",
      description:
        'Each with the product it is about; a rejected review carries the moderator’s `moderation_reason` (null when none was given).',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { query: pageQuery },
      responses: {
        200: jsonResponse(named(myReviewList, 'MyReviewList'), 'One page of reviews'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { page } = c.req.valid('query');
      const list = await listMyReviews(ctx.db, {
        customerId: c.var.auth.customer.id,
        page,
        structure: await structure(),
        locale: c.var.locale,
      });
      return c.json(list, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/account/reviews/{id}',
      tags,
      summary: 'Edit one of the customer’s reviews; a change sends it back to moderation',
      description:
        'Any of the review form’s fields. A change makes the review `pending` again (a published one leaves the product’s rating until it is published again), clears the moderator’s reason and sets `edited_at`. A body that changes nothing leaves the review as it is, so saving twice is harmless.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams, ...jsonBody(updateMyReviewRequest) },
      responses: {
        200: jsonResponse(named(updateMyReviewResponse, 'UpdatedMyReview'), 'The review as it is now'),
        ...errorResponses(400, 401, 404, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const customerId = c.var.auth.customer.id;
      if (!isUuid(id)) throw notFound();
      await enforceRateLimits(ctx, [[reviewEditsPerCustomer, customerId]]);
      const { changed } = await updateMyReview(ctx.db, { customerId, reviewId: id, body, now: ctx.clock.now() });
      const mine = await findMyReview(ctx.db, customerId, id);
      return c.json(
        {
          message: changed ? c.var.messages.myReviewUpdated : c.var.messages.myReviewUnchanged,
          review: toMyReviewWire(mine.review, mine, await structure(), c.var.locale),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/account/reviews/{id}',
      tags,
      summary: 'Delete one of the customer’s reviews',
      description:
        'A published review leaves the product’s rating at once. Deleting a review that is already gone answers 204 again; another customer’s review is a 404.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams },
      responses: { 204: emptyResponse('Deleted'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound();
      await deleteMyReview(ctx.db, { customerId: c.var.auth.customer.id, reviewId: id });
      return c.body(null, 204);
    },
  );
}
