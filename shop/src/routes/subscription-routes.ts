/**
 * Product subscriptions: "notify me" on a sold-out pack and "tell me when the price drops", for
 * customers (active at once, idempotent) and guests (double opt-in, rate limited, never telling
 * whether the address is known or subscribed already); confirm and unsubscribe by a mailed token
 * without signing in; the customer's list with cancel.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Locale } from '@seedshop/locales';
import type { Context, MiddlewareHandler } from 'hono';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { loadProductSummaries } from '../catalogue/store/product-cards';
import { messageResponse } from '../contract';
import {
  createSubscriptionRequest,
  createSubscriptionResponse,
  productSubscription,
  productSubscriptionList,
  subscriptionListQuery,
  subscriptionTokenRequest,
} from '../contract/subscriptions';
import type { CustomerRow } from '../db/schema';
import { ApiError, fieldError, invalidActionToken, notFound, unauthorized } from '../http/api-error';
import type { AppVariables, ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { requireCustomer } from '../http/require-customer';
import { storefrontLink } from '../mail/links';
import { fireBackInStock, firePriceDrops, type AlertDeps } from '../lists/alert-fanout';
import { productAlertOneClickLink } from '../lists/alert-links';
import { lowestCurrentPrices } from '../lists/alert-prices';
import { toSubscriptionsWire } from '../lists/alert-wire';
import { LIST_PAGE_SIZE, MAX_PRODUCT_SUBSCRIPTIONS } from '../lists/list-limits';
import {
  cancelCustomerSubscription,
  confirmGuestSubscription,
  findPack,
  listCustomerSubscriptions,
  subscribeCustomer,
  subscribeGuest,
  unsubscribeByToken,
  type SubscriptionTarget,
} from '../lists/subscriptions';
import { isUuid } from '../reviews/review-rules';
import { rateLimitRules } from '../security/rate-limit';
import { authenticate } from '../sessions/session-store';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['subscriptions'];
const bearerPattern = /^Bearer +([A-Za-z0-9_-]{20,200})$/iu;

const idParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The subscription id.' }),
});

const oneClickQuery = z.object({ token: z.string().trim().min(16).max(256) });
const oneClickForm = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

/** The signed-in caller, null for a visitor; a token that is sent but no longer valid is a 401. */
async function callerOf(ctx: ShopContext, c: Context): Promise<CustomerRow | null> {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') return null;
  const token = bearerPattern.exec(header.trim())?.[1];
  const auth = token === undefined ? null : await authenticate(ctx.db, token, ctx.clock.now());
  if (auth === null) throw unauthorized((m) => m.sessionExpired);
  return auth.customer;
}

/** The environment of `POST /subscriptions`: the caller, found before the body is validated. */
interface SubscriberEnv {
  Variables: AppVariables & { subscriber: CustomerRow | null };
}

export function registerSubscriptionRoutes(
  app: ShopApp,
  ctx: ShopContext,
  priceRuleSync?: { onSynced(listener: () => Promise<void>): void },
): void {
  const auth = requireCustomer(ctx.db, ctx.clock);
  // A token that is sent must be valid, so a bad one is a 401 whatever the body says.
  const identifySubscriber: MiddlewareHandler<SubscriberEnv> = async (c, next) => {
    c.set('subscriber', await callerOf(ctx, c));
    await next();
  };
  const structure = cachedCatalogueStructure(ctx.db);
  const alertDeps = async (): Promise<AlertDeps> => ({
    publicUrl: ctx.config.publicUrl,
    render: ctx.mailer.render,
    structure: await structure(),
  });

  /** A promotion published or ended: price-drop subscriptions of every product are checked. */
  priceRuleSync?.onSynced(async () => {
    const deps = await alertDeps();
    const now = ctx.clock.now();
    const fired = await ctx.db.transaction((tx) =>
      firePriceDrops(tx, deps, (ids) => lowestCurrentPrices(tx, ids, now), null, now),
    );
    if (fired > 0) ctx.mailer.flush();
  });

  /** What the request asks to wait for; a pack in stock or an unknown one is a 422 on its field. */
  async function targetOf(body: z.infer<typeof createSubscriptionRequest>): Promise<SubscriptionTarget> {
    if (body.kind === 'back-in-stock') {
      const pack = await findPack(ctx.db, body.variant_id);
      if (pack === null) throw fieldError('variant_id', (m) => m.alertUnknownPack);
      if (pack.stock > 0) throw fieldError('variant_id', (m) => m.alertPackInStock);
      return { kind: 'back-in-stock', productId: pack.productId, variantId: body.variant_id };
    }
    const prices = await lowestCurrentPrices(ctx.db, [body.product_id], ctx.clock.now());
    const price = prices.get(body.product_id);
    if (price === undefined) throw fieldError('product_id', (m) => m.alertUnknownProduct);
    return { kind: 'price-drop', productId: body.product_id, baselinePriceCents: price };
  }

  async function productName(productId: string, packSize: number | null, locale: Locale) {
    const [summary] = await loadProductSummaries(ctx.db, [productId], await structure(), locale);
    return { name: summary?.name ?? '', packSize, price: null };
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/subscriptions',
      tags,
      summary: 'Notify me when a sold-out pack is back in stock, or when a product’s price drops',
      description: `Signed in (bearer token): active at once for the account's address and language; the same request again answers the same open subscription (200). A guest sends \`email\` and \`captcha\` and gets 202 with the same message whatever the address (a confirmation mail goes out only when there is something to confirm; the link leads to \`/product-alerts/confirm?token=…\` and works for 24 hours). \`back-in-stock\` takes a sold-out pack (\`variant_id\`; a pack in stock is a 422); \`price-drop\` a product (\`product_id\`), watched against its lowest pack price now. At most ${MAX_PRODUCT_SUBSCRIPTIONS} open subscriptions per address (422 for a customer).`,
      security: [{}, ...bearerSecurity],
      middleware: [identifySubscriber] as const,
      request: jsonBody(createSubscriptionRequest),
      responses: {
        200: jsonResponse(named(createSubscriptionResponse, 'CreatedSubscription'), 'The customer’s subscription'),
        202: jsonResponse(named(createSubscriptionResponse, 'RequestedSubscription'), 'Check the inbox'),
        ...errorResponses(400, 401, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const customer = c.var.subscriber;
      if (customer === null) {
        const email = body.email;
        if (email === undefined) throw fieldError('email', (m) => m.alertEmailRequired);
        await enforceRateLimits(ctx, [
          [rateLimitRules.productAlertPerIp, clientIp(c)],
          [rateLimitRules.productAlertPerAddress, email],
        ]);
        await requireCaptcha(ctx, c, body.captcha, 'product_alert');
        const target = await targetOf(body);
        const locale = body.language ?? c.var.locale;
        const packSize =
          target.kind === 'back-in-stock' ? ((await findPack(ctx.db, target.variantId))?.packSize ?? null) : null;
        const product = await productName(target.productId, packSize, locale);
        const queued = await ctx.db.transaction(async (tx) => {
          const tokens = await subscribeGuest(tx, { email, locale }, target, ctx.clock.now());
          if (tokens === null) return false;
          await ctx.mailer.queue(tx, {
            to: email,
            locale,
            kind: 'confirm-product-subscription',
            firstName: '',
            link: storefrontLink(ctx.config.publicUrl, locale, 'productAlertConfirm', tokens.confirmToken),
            product,
            unsubscribe: {
              page: storefrontLink(ctx.config.publicUrl, locale, 'productAlertUnsubscribe', tokens.unsubscribeToken),
              oneClick: productAlertOneClickLink(ctx.config.publicUrl, tokens.unsubscribeToken),
            },
          });
          return true;
        });
        if (queued) ctx.mailer.flush();
        return c.json({ message: c.var.messages.alertRequested, subscription: null }, 202);
      }
      const target = await targetOf(body);
      const row = await ctx.db.transaction((tx) =>
        subscribeCustomer(
          tx,
          { id: customer.id, email: customer.email, language: customer.language },
          target,
          ctx.clock.now(),
        ),
      );
      if (row === null) throw new ApiError(422, (m) => m.alertLimit(MAX_PRODUCT_SUBSCRIPTIONS));
      const [wire] = await toSubscriptionsWire(ctx.db, [row], await structure(), c.var.locale);
      return c.json({ message: c.var.messages.alertActive, subscription: wire ?? null }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/subscriptions/confirm',
      tags,
      summary: 'Confirm a guest’s product alert with the token of the mailed link',
      description:
        'Single use, for 24 hours; an unknown, used or expired token is a 422 on `token`. A customer account with the address lists the subscription. A pack already back (or a price already lower) fires it at once.',
      request: jsonBody(subscriptionTokenRequest),
      responses: { 200: jsonResponse(messageResponse, 'Confirmed'), ...errorResponses(400, 413, 415, 422) },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const deps = await alertDeps();
      const now = ctx.clock.now();
      const confirmed = await ctx.db.transaction(async (tx) => {
        const row = await confirmGuestSubscription(tx, token, now);
        if (row === null) return false;
        if (row.variantId !== null) await fireBackInStock(tx, deps, row.variantId, now);
        else await firePriceDrops(tx, deps, (ids) => lowestCurrentPrices(tx, ids, now), [row.productId], now);
        return true;
      });
      if (!confirmed) throw invalidActionToken();
      ctx.mailer.flush();
      return c.json({ message: c.var.messages.alertConfirmed }, 200);
    },
  );

  const unsubscribeDescription =
    'The token of the unsubscribe link of a product-alert mail. Every open alert of the address ends (no more product-alert mail to it); the link keeps working. An unknown token is a 404; the answer never names an address.';

  async function unsubscribeWith(token: string, ip: string | undefined): Promise<void> {
    await enforceRateLimits(ctx, [[rateLimitRules.unsubscribePerIp, ip]]);
    const done = await ctx.db.transaction((tx) => unsubscribeByToken(tx, token, ctx.clock.now()));
    if (!done) throw new ApiError(404, (m) => m.unsubscribeLinkInvalid);
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/subscriptions/unsubscribe',
      tags,
      summary: 'End the product alerts of an address with the token of a mailed link (no sign-in)',
      description: unsubscribeDescription,
      request: jsonBody(subscriptionTokenRequest),
      responses: {
        200: jsonResponse(messageResponse, 'Unsubscribed'),
        ...errorResponses(400, 404, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      await unsubscribeWith(c.req.valid('json').token, clientIp(c));
      return c.json({ message: c.var.messages.alertsUnsubscribed }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/subscriptions/unsubscribe/one-click',
      tags,
      summary: 'One-click unsubscribe of mail programs (RFC 8058): the `List-Unsubscribe` URL of product-alert mail',
      description: unsubscribeDescription,
      request: {
        query: oneClickQuery,
        body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: oneClickForm } } },
      },
      responses: {
        200: jsonResponse(messageResponse, 'Unsubscribed'),
        ...errorResponses(400, 404, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      await unsubscribeWith(c.req.valid('query').token, clientIp(c));
      return c.json({ message: c.var.messages.alertsUnsubscribed }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/subscriptions',
      tags,
      summary: 'The customer’s product subscriptions, newest first',
      description: `\`status\`: \`open\` (pending or active), \`fulfilled\`, \`cancelled\` or \`all\`; ${LIST_PAGE_SIZE} per page.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { query: subscriptionListQuery },
      responses: {
        200: jsonResponse(named(productSubscriptionList, 'ProductSubscriptionList'), 'One page'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { status, page } = c.req.valid('query');
      const customerId = c.var.auth.customer.id;
      const { rows, total } = await listCustomerSubscriptions(ctx.db, customerId, status, page, LIST_PAGE_SIZE);
      return c.json(
        {
          subscriptions: await toSubscriptionsWire(ctx.db, rows, await structure(), c.var.locale),
          page,
          page_count: Math.max(1, Math.ceil(total / LIST_PAGE_SIZE)),
          page_size: LIST_PAGE_SIZE,
          total,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/account/subscriptions/{id}',
      tags,
      summary: 'Cancel one of the customer’s subscriptions',
      description:
        'Idempotent: a subscription already cancelled or fulfilled answers as it is. Another customer’s or an unknown id is a 404.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams },
      responses: {
        200: jsonResponse(named(productSubscription, 'ProductSubscription'), 'The subscription now'),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!isUuid(id)) throw notFound();
      const customerId = c.var.auth.customer.id;
      const row = await ctx.db.transaction((tx) => cancelCustomerSubscription(tx, customerId, id, ctx.clock.now()));
      if (row === null) throw notFound();
      const [wire] = await toSubscriptionsWire(ctx.db, [row], await structure(), c.var.locale);
      if (wire === undefined) throw notFound();
      return c.json(wire, 200);
    },
  );
}
