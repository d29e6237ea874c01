import { z } from 'zod';
import { actionToken, captchaAnswer, emailAddress, language, text } from './common';
import { image, productPath } from './catalogue';
import { listPageFields } from './lists';

/**
 * Product subscriptions ("notify me when this pack is back in stock", "tell me when the price
 * drops") and the customer's product notifications (what fired).
 */

export const productSubscriptionKindKeys = ['back-in-stock', 'price-drop'] as const;
export const productSubscriptionStatusKeys = ['pending', 'active', 'fulfilled', 'cancelled'] as const;
export const customerNotificationKindKeys = ['restocked', 'price-dropped', 'review-published'] as const;

/** A catalogue id: bounded, free of control characters (a NUL byte is not an id, and PostgreSQL refuses it). */
const catalogueId = text(100);

/**
 * POST /subscriptions. A signed-in customer's subscription is active at once (the account's
 * address); a guest gives `email` and confirms it from a mail (double opt-in), with the captcha.
 */
export const createSubscriptionRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('back-in-stock'),
    /** The sold-out pack waited for. */
    variant_id: catalogueId,
    email: emailAddress.optional(),
    language: language.optional(),
    captcha: captchaAnswer.optional(),
  }),
  z.object({
    kind: z.literal('price-drop'),
    product_id: catalogueId,
    email: emailAddress.optional(),
    language: language.optional(),
    captcha: captchaAnswer.optional(),
  }),
]);
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequest>;

/** POST /subscriptions/confirm and /subscriptions/unsubscribe — the token of a mailed link. */
export const subscriptionTokenRequest = z.object({ token: actionToken });

/** GET /account/subscriptions?status=&page= */
export const subscriptionListQuery = z.object({
  status: z.enum(['open', 'fulfilled', 'cancelled', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The product a subscription or notification is about, as the storefront links and shows it. */
export const alertProduct = z.object({
  id: z.string(),
  name: z.string(),
  path: productPath,
  image,
  price_from_cents: z.number().int(),
  in_stock: z.boolean(),
});

export const productSubscription = z.object({
  id: z.string(),
  kind: z.enum(productSubscriptionKindKeys),
  status: z.enum(productSubscriptionStatusKeys),
  /** Null when the product left the catalogue. */
  product: alertProduct.nullable(),
  /** Back in stock: the pack waited for. */
  variant: z.object({ id: z.string(), pack_size: z.number().int() }).nullable(),
  /** Price drop: the lowest pack price when subscribing (gross cents). */
  baseline_price_cents: z.number().int().nullable(),
  created_at: z.string(),
  fulfilled_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type ProductSubscription = z.infer<typeof productSubscription>;

/** The answer of POST /subscriptions: a customer's subscription; for a guest only a message. */
export const createSubscriptionResponse = z.object({
  message: z.string(),
  subscription: productSubscription.nullable(),
});

export const productSubscriptionList = z.object({
  subscriptions: z.array(productSubscription),
  ...listPageFields,
});
export type ProductSubscriptionList = z.infer<typeof productSubscriptionList>;

/** GET /account/notifications?page= */
export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const customerNotification = z.object({
  id: z.string(),
  kind: z.enum(customerNotificationKindKeys),
  product: alertProduct.nullable(),
  /** Restocked: the pack that came back. */
  pack_size: z.number().int().nullable(),
  /** Price dropped: the price when subscribing and the price that fired it (gross cents). */
  old_price_cents: z.number().int().nullable(),
  new_price_cents: z.number().int().nullable(),
  /** Review published: the review. */
  review_id: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type CustomerNotification = z.infer<typeof customerNotification>;

export const customerNotificationList = z.object({
  notifications: z.array(customerNotification),
  unread: z.number().int(),
  ...listPageFields,
});
export type CustomerNotificationList = z.infer<typeof customerNotificationList>;

export const unreadNotificationCount = z.object({ unread: z.number().int() });

/** POST /account/notifications/read — some by id, or every one. Marking read twice changes nothing. */
export const markNotificationsReadRequest = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);

/** PUT /staff/variants/{id}/stock */
export const staffStockRequest = z.object({ stock: z.number().int().min(0).max(1_000_000) });
/** PUT /staff/variants/{id}/price — gross cents, VAT included. */
export const staffPriceRequest = z.object({ price_cents: z.number().int().min(1).max(10_000_000) });

/** A pack after a staff change, with how many subscriptions that change fulfilled. */
export const staffVariant = z.object({
  id: z.string(),
  product_id: z.string(),
  pack_size: z.number().int(),
  price_cents: z.number().int(),
  stock: z.number().int(),
  /** Subscriptions fulfilled (and mailed) by this change. */
  fulfilled_subscriptions: z.number().int(),
});
