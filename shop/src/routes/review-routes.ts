import { createRoute, z } from '@hono/zod-openapi';
import {
  createReviewRequest,
  createReviewResponse,
  moderateReviewRequest,
  moderationQuery,
  moderationReviewList,
  review,
  reviewList,
  reviewListQuery,
  reviewVoteRequest,
} from '../contract';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { createReview } from '../reviews/create-review';
import { optionalCustomerId } from '../reviews/optional-customer';
import { ratingSummary } from '../reviews/rating-aggregate';
import { moderateReview } from '../reviews/review-moderation';
import {
  listByStatus,
  listPublished,
  ownReview,
  productExists,
  readAggregate,
  votesOf,
} from '../reviews/review-queries';
import {
  DEFAULT_REVIEWS_PER_PAGE,
  isProductId,
  isUuid,
  MODERATION_BATCH,
  REVIEW_CAPTCHA_ACTION,
  reviewsPerCustomer,
} from '../reviews/review-rules';
import { castVote } from '../reviews/review-votes';
import { toReviewWire } from '../reviews/review-wire';
import { requireStaff } from '../reviews/staff-auth';
import { notifyReviewPublished } from '../lists/review-notice';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['reviews'];
const reviewSchema = named(review, 'Review');

/** Any string is accepted as an id; one that names nothing is a 404 like any unknown id. */
const idParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const staffDescription =
  'Staff only: `Authorization: Bearer <SHOP_STAFF_TOKEN>`. Without the token configured, every call is 401.';

export function registerReviewRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);
  const staff = requireStaff(ctx.config.staffToken);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/products/{id}/reviews',
      tags,
      summary: "A product's published reviews with the rating summary",
      description:
        'Reviews in the request’s language (Accept-Language) come first, each group in the order of `sort`; `language` keeps only the reviews written in that language (`total` counts those), while `summary` and `languages` stay over all published reviews. With a valid bearer token, `my_vote` shows the caller’s own helpful vote on each review and `my_review` their own review of the product in any status.',
      request: { params: idParams, query: reviewListQuery },
      responses: { 200: jsonResponse(named(reviewList, 'ReviewList'), 'The reviews'), ...errorResponses(404, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      if (!isProductId(id) || !(await productExists(ctx.db, id))) throw notFound();
      const page = query.page ?? 1;
      const perPage = query.per_page ?? DEFAULT_REVIEWS_PER_PAGE;
      const [customerId, { rows, total, languages }, aggregate] = await Promise.all([
        optionalCustomerId(ctx.db, ctx.clock, c.req.header('authorization')),
        listPublished(ctx.db, {
          productId: id,
          sort: query.sort ?? 'newest',
          page,
          perPage,
          reader: c.var.locale,
          language: query.language ?? null,
        }),
        readAggregate(ctx.db, id),
      ]);
      const [votes, mine] = await Promise.all([
        votesOf(
          ctx.db,
          customerId,
          rows.map((row) => row.id),
        ),
        customerId === null ? null : ownReview(ctx.db, id, customerId),
      ]);
      return c.json(
        {
          items: rows.map((row) => toReviewWire(row, votes.get(row.id) ?? null)),
          total,
          page,
          per_page: perPage,
          page_count: Math.max(1, Math.ceil(total / perPage)),
          // The rating stays over all reviews, as the big shops show it: it describes the strain,
          // and a language filter narrows what one reads, not how the strain is rated.
          summary: ratingSummary(aggregate),
          languages,
          my_review: mine === null ? null : toReviewWire(mine, null),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/catalogue/products/{id}/reviews',
      tags,
      summary: 'Write a review; it is shown once staff have published it',
      description: `One review per customer and product (409 for a second). At most ${reviewsPerCustomer.limit} reviews an hour per customer. The review's language is the request's.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams, ...jsonBody(createReviewRequest) },
      responses: {
        201: jsonResponse(named(createReviewResponse, 'CreatedReview'), 'Received, waiting for moderation'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { captcha, ...body } = c.req.valid('json');
      const customerId = c.var.auth.customer.id;
      await enforceRateLimits(ctx, [[reviewsPerCustomer, customerId]]);
      if (!isProductId(id) || !(await productExists(ctx.db, id))) throw notFound();
      await requireCaptcha(ctx, c, captcha, REVIEW_CAPTCHA_ACTION);
      const row = await createReview(ctx.db, {
        productId: id,
        customerId,
        language: c.var.locale,
        now: ctx.clock.now(),
        body,
      });
      return c.json({ message: c.var.messages.reviewReceived, review: toReviewWire(row, null) }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/catalogue/reviews/{id}/votes',
      tags,
      summary: 'Say whether a published review was helpful',
      description:
        'One vote per customer: the same vote again changes nothing, the other value changes the vote. Not on one’s own review (403).',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams, ...jsonBody(reviewVoteRequest) },
      responses: {
        200: jsonResponse(reviewSchema, 'The review with its new counts'),
        ...errorResponses(400, 401, 403, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { helpful } = c.req.valid('json');
      if (!isUuid(id)) throw notFound();
      const voted = await castVote(ctx.db, {
        reviewId: id,
        customerId: c.var.auth.customer.id,
        helpful,
        now: ctx.clock.now(),
      });
      return c.json(toReviewWire(voted.review, voted.myVote), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/moderation/reviews',
      tags,
      summary: `Reviews of a status (default pending), oldest first, at most ${MODERATION_BATCH}`,
      description: staffDescription,
      security: bearerSecurity,
      middleware: [staff] as const,
      request: { query: moderationQuery },
      responses: {
        200: jsonResponse(named(moderationReviewList, 'ModerationQueue'), 'The queue'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { status = 'pending' } = c.req.valid('query');
      const { rows, total } = await listByStatus(ctx.db, status, MODERATION_BATCH);
      return c.json({ items: rows.map((row) => toReviewWire(row, null)), total }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/catalogue/moderation/reviews/{id}',
      tags,
      summary: 'Publish or reject a review',
      description: `${staffDescription} Publishing and unpublishing update the product's rating aggregate at once. A rejection may give a \`reason\` (at most 500 characters), which the author sees under "My comments"; publishing clears it.`,
      security: bearerSecurity,
      middleware: [staff] as const,
      request: { params: idParams, ...jsonBody(moderateReviewRequest) },
      responses: {
        200: jsonResponse(reviewSchema, 'The review with its new status'),
        ...errorResponses(400, 401, 404, 413, 415, 422),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status, reason } = c.req.valid('json');
      if (!isUuid(id)) throw notFound();
      const row = await moderateReview(ctx.db, id, status, ctx.clock.now(), reason ?? null);
      await notifyReviewPublished(ctx, row);
      ctx.catalogueChanged({ productIds: [row.productId], aspects: ['rating'] });
      return c.json(toReviewWire(row, null), 200);
    },
  );
}
