import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cartAnswerBody } from '../cart/cart-answer';
import { loadActivePricing, type ActivePricing } from '../cart/cart-pricing';
import {
  addLine,
  applyCoupon,
  checkAddable,
  checkQuantity,
  removeCoupon,
  removeLine,
  runCartCall,
  setLineQuantity,
  setShippingCountry,
  type CartCallResult,
  type CartWork,
} from '../cart/cart-operations';
import { findCustomerCart, findGuestCart, loadVariant } from '../cart/cart-store';
import { identifyShopper, type ShopperEnv } from '../cart/shopper-identity';
import { noOutcome } from '../cart/cart-wire';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import {
  addCartLineRequest,
  applyCouponRequest,
  cart,
  CART_ID_HEADER,
  shippingCountryRequest,
  updateCartLineRequest,
} from '../contract/cart';
import { fieldError } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { isShippingCountry } from '../checkout/checkout-countries';
import { bearerSecurity, errorResponses, jsonBody, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['cart'];

const cartSchema = named(cart, 'Cart');

const cartIdHeaderDoc = {
  [CART_ID_HEADER]: {
    description:
      'Set when the call created a guest cart: its secret id, to send back in `X-Cart-Id`. Empty when the guest cart merged into the customer\u2019s or the id named no cart: forget it.',
    schema: { type: 'string' as const },
  },
};

const cartAnswer = (description: string) => ({
  description,
  headers: cartIdHeaderDoc,
  content: { 'application/json': { schema: cartSchema } },
});

const cartIdRequestHeader = z.object({
  [CART_ID_HEADER]: z
    .string()
    .optional()
    .openapi({ description: 'The guest cart\u2019s secret id (from an earlier answer\u2019s `X-Cart-Id`).' }),
});

/** Any string is accepted as a line id; one that is not a UUID simply names no line. */
const lineParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const identityNote =
  'With a valid bearer token the customer\u2019s cart (an invalid or expired one is a 401); otherwise the guest cart named by `X-Cart-Id`. A customer call that carries a live guest cart id merges that cart into the customer\u2019s first.';

export function registerCartRoutes(app: ShopApp, ctx: ShopContext): void {
  const structure = cachedCatalogueStructure(ctx.db);

  const identify = identifyShopper(ctx.db, ctx.clock);
  async function answer(c: Context<ShopperEnv>, result: CartCallResult, pricing: ActivePricing, now: Date) {
    const body = await cartAnswerBody(ctx.db, structure, result, pricing, now, c.var);
    if (result.cartIdHeader !== null) c.header(CART_ID_HEADER, result.cartIdHeader);
    return c.json(body, 200);
  }

  async function write(c: Context<ShopperEnv>, create: boolean, work: (pricing: ActivePricing, now: Date) => CartWork) {
    const now = ctx.clock.now();
    const pricing = await loadActivePricing(ctx.db, now);
    const result = await runCartCall(ctx.db, c.var.shopper, now, create, work(pricing, now));
    return answer(c, result, pricing, now);
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/cart',
      tags,
      summary: 'The cart, priced',
      description: `${identityNote} A read never creates a cart: without one the answer is an empty cart with \`id: null\`.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: cartIdRequestHeader },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(401) },
    }),
    async (c) => {
      const shopper = c.var.shopper;
      const now = ctx.clock.now();
      if (shopper.customerId !== null && shopper.guestSecret !== null) {
        const pricing = await loadActivePricing(ctx.db, now);
        return answer(c, await runCartCall(ctx.db, shopper, now, false, async () => {}), pricing, now);
      }
      const [pricing, row] = await Promise.all([
        loadActivePricing(ctx.db, now),
        shopper.customerId !== null
          ? findCustomerCart(ctx.db, shopper.customerId)
          : shopper.guestSecret === null
            ? null
            : findGuestCart(ctx.db, shopper.guestSecret, now),
      ]);
      const dropStaleId = shopper.customerId === null && shopper.guestSecret !== null && row === null;
      return answer(c, { cart: row, outcome: noOutcome, cartIdHeader: dropStaleId ? '' : null }, pricing, now);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/cart/lines',
      tags,
      summary: 'Add packs of a variant',
      description: `${identityNote} Adds to the line of the same variant if there is one. A quantity above the stock is lowered to it (a notice says so). The first write creates the cart and answers its id in \`X-Cart-Id\`.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: cartIdRequestHeader, ...jsonBody(addCartLineRequest) },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(400, 401, 404, 409, 413, 415, 422) },
    }),
    async (c) => {
      const { variant_id: variantId, quantity } = c.req.valid('json');
      checkQuantity(quantity);
      const now = ctx.clock.now();
      const [pricing, variant] = await Promise.all([loadActivePricing(ctx.db, now), loadVariant(ctx.db, variantId)]);
      const work = addLine(checkAddable(variant), quantity, pricing, now);
      const result = await runCartCall(ctx.db, c.var.shopper, now, true, work);
      return answer(c, result, pricing, now);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/cart/lines/{id}',
      tags,
      summary: 'Change the quantity of a line',
      description: `${identityNote} A quantity above the stock is lowered to it (a notice says so).`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { params: lineParams, headers: cartIdRequestHeader, ...jsonBody(updateCartLineRequest) },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(400, 401, 404, 409, 413, 415, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { quantity } = c.req.valid('json');
      checkQuantity(quantity);
      return write(c, false, (pricing, now) => setLineQuantity(id, quantity, pricing, now));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/cart/lines/{id}',
      tags,
      summary: 'Remove a line',
      description: `${identityNote} Idempotent: removing a line that is not (or no longer) in the cart answers the cart as it is.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { params: lineParams, headers: cartIdRequestHeader },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(401) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return write(c, false, () => removeLine(id));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/cart/coupon',
      tags,
      summary: 'Apply a coupon code (replaces the previous one)',
      description: `${identityNote} An unknown, expired or used-up code is a 422 field error on \`code\` and leaves the cart as it was.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: cartIdRequestHeader, ...jsonBody(applyCouponRequest) },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(400, 401, 413, 415, 422) },
    }),
    async (c) => {
      const { code } = c.req.valid('json');
      return write(c, true, (pricing, now) => applyCoupon(code, pricing, now));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/cart/coupon',
      tags,
      summary: 'Remove the coupon code (idempotent)',
      description: identityNote,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: cartIdRequestHeader },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(401) },
    }),
    async (c) => write(c, false, (pricing, now) => removeCoupon(pricing, now)),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/cart/shipping-country',
      tags,
      summary: 'Choose the country for the shipping estimate (idempotent)',
      description: `${identityNote} A country the shop does not ship to is a 422 field error on \`country\`.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: cartIdRequestHeader, ...jsonBody(shippingCountryRequest) },
      responses: { 200: cartAnswer('The cart'), ...errorResponses(400, 401, 413, 415, 422) },
    }),
    async (c) => {
      const { country } = c.req.valid('json');
      if (!isShippingCountry(country)) throw fieldError('country', (m) => m.shippingCountryUnavailable);
      return write(c, true, (_pricing, now) => setShippingCountry(country, now));
    },
  );
}
