import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { assertNewPassword } from '../accounts/new-password';
import { register } from '../accounts/registration';
import { runCartCall } from '../cart/cart-operations';
import { loadActivePricing } from '../cart/cart-pricing';
import { findCustomerCart, findGuestCart } from '../cart/cart-store';
import { identifyShopper, type ShopperEnv } from '../cart/shopper-identity';
import { assertDeliverable, resolveAddress } from '../checkout/checkout-address';
import { loadCheckoutCart, toCheckoutQuoteWire } from '../checkout/checkout-quote';
import { offeredPaymentMethods } from '../checkout/payment-config';
import {
  answerForKey,
  findOrderByKey,
  OrderConflictError,
  placeOrder,
  requestFingerprint,
  type PlaceOrderResult,
} from '../checkout/place-order';
import { CART_ID_HEADER } from '../contract/cart';
import {
  checkoutQuote,
  checkoutQuoteQuery,
  IDEMPOTENCY_KEY_HEADER,
  orderConflict,
  placedOrder,
  placeOrderRequest,
  type OrderConflictWire,
} from '../contract/checkout';
import { customers } from '../db/schema';
import { ApiError, fieldError, fieldErrors, type FieldErrors } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { issuesToFieldErrors } from '../http/validation';
import type { ApiMessages } from '../i18n/messages';
import { orderAccessToken, orderLinkSecret } from '../orders/order-access';
import { loadOrderWire } from '../orders/order-view';
import type { RateLimitRule } from '../ports';
import { hashPassword } from '../security/secrets';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['checkout'];
const hour = 60 * 60;

/** Orders placed from one client address, and for one e-mail address, per hour. */
export const checkoutRateLimits = {
  perIp: { name: 'checkout:ip', limit: 30, windowSeconds: hour },
  perEmail: { name: 'checkout:email', limit: 10, windowSeconds: hour },
} as const satisfies Record<string, RateLimitRule>;

interface CheckoutEnv {
  Variables: ShopperEnv['Variables'] & { idempotencyKey: string };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Every order request carries a UUID of the client's making; the same key names the same order. */
const requireIdempotencyKey: MiddlewareHandler<CheckoutEnv> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() ?? '';
  if (!uuidPattern.test(key)) throw new ApiError(400, (m) => m.idempotencyKeyInvalid);
  c.set('idempotencyKey', key.toLowerCase());
  await next();
};

/** The request validation of the order form: an unticked consent says what it is about. */
function placeOrderHook(result: { success: boolean; error?: z.ZodError; data?: unknown }): void {
  if (result.success || result.error === undefined) return;
  const errors: Record<string, FieldErrors[string]> = { ...issuesToFieldErrors(result.error.issues, result.data) };
  if (errors['age_confirmed'] !== undefined) errors['age_confirmed'] = [(m) => m.ageConfirmationRequired];
  if (errors['terms_accepted'] !== undefined) errors['terms_accepted'] = [(m) => m.termsRequired];
  throw fieldErrors(errors);
}

const conflictMessages: Readonly<Record<OrderConflictWire['code'], (m: ApiMessages) => string>> = {
  changed: (m) => m.orderChanged,
  'sold-out': (m) => m.orderSoldOut,
  'coupon-used-up': (m) => m.orderCouponUsedUp,
  'idempotency-key-reused': (m) => m.idempotencyKeyReused,
};

function conflictBody(error: OrderConflictError, messages: ApiMessages): OrderConflictWire {
  return {
    message: conflictMessages[error.code](messages),
    code: error.code,
    changes: [...error.changes],
    total_cents: error.totalCents,
  };
}

const cartIdHeader = z.object({
  [CART_ID_HEADER]: z
    .string()
    .optional()
    .openapi({ description: 'The guest cart\u2019s secret id (as for the cart routes).' }),
});

const orderHeaders = cartIdHeader.extend({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .optional()
    .openapi({ description: 'Required: a UUID made by the client for this order; a retry sends the same one.' }),
});

const identityNote =
  'The same identity as the cart: with a valid bearer token the customer\u2019s cart (an invalid token is a 401), otherwise the guest cart of `X-Cart-Id`.';

export function registerCheckoutRoutes(app: ShopApp, ctx: ShopContext): void {
  const identify = identifyShopper(ctx.db, ctx.clock);
  const linkSecret = orderLinkSecret(ctx.config);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/checkout/quote',
      tags,
      summary: 'The cart priced for a destination and a shipping method',
      description: `${identityNote} Net prices stay; the destination\u2019s VAT applies (none outside the EU), shipping is taxed like the goods. A destination the shop refuses or does not know answers \`deliverable: false\` with the reason.`,
      security: [...bearerSecurity, {}],
      middleware: [identify] as const,
      request: { headers: cartIdHeader, query: checkoutQuoteQuery },
      responses: {
        200: jsonResponse(named(checkoutQuote, 'CheckoutQuote'), 'The review'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { country, shipping_method: method = 'standard' } = c.req.valid('query');
      const shopper = c.var.shopper;
      const now = ctx.clock.now();
      let cart;
      if (shopper.customerId !== null && shopper.guestSecret !== null) {
        // A guest cart the customer brought along merges first, as on every cart call.
        cart = (await runCartCall(ctx.db, shopper, now, false, async () => {})).cart;
        c.header(CART_ID_HEADER, '');
      } else if (shopper.customerId !== null) {
        cart = await findCustomerCart(ctx.db, shopper.customerId);
      } else {
        cart = shopper.guestSecret === null ? null : await findGuestCart(ctx.db, shopper.guestSecret, now);
        if (shopper.guestSecret !== null && cart === null) c.header(CART_ID_HEADER, '');
      }
      const pricing = await loadActivePricing(ctx.db, now);
      const checkout = await loadCheckoutCart(ctx.db, cart, pricing, now);
      const body = toCheckoutQuoteWire({
        cart: checkout,
        country,
        method,
        payments: ctx.payments,
        locale: c.var.locale,
        messages: c.var.messages,
      });
      return c.json(body, 200);
    },
  );

  async function answer(c: Context<CheckoutEnv>, result: PlaceOrderResult) {
    const order = await loadOrderWire(ctx.db, result.orderId, { linkSecret });
    const body = { order, access_token: orderAccessToken(linkSecret, { id: result.orderId, number: result.number }) };
    return result.kind === 'placed' ? c.json(body, 201) : c.json(body, 200);
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/checkout/orders',
      tags,
      summary: 'Place the cart as an order',
      description: `${identityNote} One transaction: the cart is priced again and compared with \`expected\` (what the review showed); any difference is a 409 listing the changes, and nothing is written. The same \`Idempotency-Key\` with the same request answers the order placed before (200); with another request it is a 409. Guests pass the captcha (action \`checkout\`) and give an e-mail; a customer\u2019s order goes to the account\u2019s address.`,
      security: [...bearerSecurity, {}],
      middleware: [identify, requireIdempotencyKey] as const,
      request: { headers: orderHeaders, ...jsonBody(placeOrderRequest) },
      responses: {
        201: jsonResponse(named(placedOrder, 'PlacedOrder'), 'Placed'),
        200: jsonResponse(placedOrder, 'Placed before with this Idempotency-Key and the same request'),
        409: jsonResponse(named(orderConflict, 'OrderConflict'), 'Not placed: something changed since the review'),
        ...errorResponses(400, 401, 413, 415, 422, 429),
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const shopper = c.var.shopper;
      const key = c.var.idempotencyKey;
      const fingerprint = requestFingerprint(shopper, body);
      try {
        const earlier = await findOrderByKey(ctx.db, key);
        if (earlier !== null) return await answer(c, answerForKey(earlier, fingerprint));

        let email: string;
        if (shopper.customerId !== null) {
          const [customer] = await ctx.db
            .select({ email: customers.email })
            .from(customers)
            .where(eq(customers.id, shopper.customerId));
          if (customer === undefined) throw new ApiError(401, (m) => m.sessionExpired);
          email = customer.email.toLowerCase();
        } else {
          if (body.email === undefined) throw fieldError('email', (m) => m.required);
          email = body.email;
        }
        if (shopper.customerId === null && body.create_account !== undefined) {
          const password = body.create_account.password;
          assertNewPassword({
            password,
            confirmation: password,
            email,
            field: 'create_account.password',
            confirmationField: 'create_account.password',
          });
        }
        if (!offeredPaymentMethods(ctx.payments).includes(body.payment_method)) {
          throw fieldError('payment_method', (m) => m.paymentMethodUnavailable);
        }
        const shippingAddress = await resolveAddress(ctx.db, shopper.customerId, 'shipping', {
          id: body.shipping_address_id,
          address: body.shipping_address,
        });
        if (shippingAddress === null) throw fieldError('shipping_address', (m) => m.shippingAddressRequired);
        assertDeliverable(shippingAddress, body.shipping_address_id);
        const billingAddress =
          (await resolveAddress(ctx.db, shopper.customerId, 'billing', {
            id: body.billing_address_id,
            address: body.billing_address,
          })) ?? shippingAddress;

        const result = await placeOrder(ctx, {
          shopper,
          customerId: shopper.customerId,
          email,
          locale: c.var.locale,
          idempotencyKey: key,
          fingerprint,
          shippingAddress,
          billingAddress,
          shippingMethod: body.shipping_method,
          paymentMethod: body.payment_method,
          expected: body.expected,
          admit: async () => {
            await enforceRateLimits(ctx, [
              [checkoutRateLimits.perIp, clientIp(c)],
              [checkoutRateLimits.perEmail, email],
            ]);
            if (shopper.customerId === null) await requireCaptcha(ctx, c, body.captcha, 'checkout');
          },
        });
        if (result.kind === 'placed' && shopper.customerId === null && body.create_account !== undefined) {
          // An address that has an account already gets the neutral notice of `register`; the
          // answer is the same either way.
          await register(ctx, {
            email,
            passwordHash: await hashPassword(body.create_account.password),
            firstName: billingAddress.first_name,
            lastName: billingAddress.last_name,
            phone: null,
            instagram: null,
            language: c.var.locale,
            newsletter: false,
            productNotifications: false,
            // Every order carries the shopper's confirmation of being 18 or older.
            adultConfirmed: body.age_confirmed,
          });
        }
        ctx.mailer.flush();
        return await answer(c, result);
      } catch (error) {
        if (error instanceof OrderConflictError) return c.json(conflictBody(error, c.var.messages), 409);
        throw error;
      }
    },
    (result) => {
      if (!result.success) placeOrderHook(result);
    },
  );
}
