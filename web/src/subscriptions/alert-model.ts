import type { customerNotificationList, productSubscriptionList, ProductPath } from '@seedshop/shop/contract';
import type { z } from 'zod';

/** The product an alert is about, as the account pages show and link it. */
export interface AlertProduct {
  readonly id: string;
  readonly name: string;
  readonly path: ProductPath;
  readonly imageUrl: string;
  readonly imageAlt: string;
}

export interface Subscription {
  readonly id: string;
  readonly kind: 'back-in-stock' | 'price-drop';
  readonly status: 'pending' | 'active' | 'fulfilled' | 'cancelled';
  readonly product: AlertProduct | null;
  readonly packSize: number | null;
  readonly baselinePriceCents: number | null;
  readonly createdAt: string;
  readonly fulfilledAt: string | null;
}

export interface Notification {
  readonly id: string;
  readonly kind: 'restocked' | 'price-dropped' | 'review-published';
  readonly product: AlertProduct | null;
  readonly packSize: number | null;
  readonly oldPriceCents: number | null;
  readonly newPriceCents: number | null;
  readonly createdAt: string;
  readonly read: boolean;
}

export interface Paged<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

type WireProduct = z.infer<typeof productSubscriptionList>['subscriptions'][number]['product'];

function productFromWire(product: WireProduct): AlertProduct | null {
  if (product === null) return null;
  return {
    id: product.id,
    name: product.name,
    path: product.path,
    imageUrl: product.image.url,
    imageAlt: product.image.alt,
  };
}

export function subscriptionsFromWire(wire: z.infer<typeof productSubscriptionList>): Paged<Subscription> {
  return {
    items: wire.subscriptions.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      status: entry.status,
      product: productFromWire(entry.product),
      packSize: entry.variant?.pack_size ?? null,
      baselinePriceCents: entry.baseline_price_cents,
      createdAt: entry.created_at,
      fulfilledAt: entry.fulfilled_at,
    })),
    page: wire.page,
    pageCount: wire.page_count,
    total: wire.total,
  };
}

export function notificationsFromWire(
  wire: z.infer<typeof customerNotificationList>,
): Paged<Notification> & { readonly unread: number } {
  return {
    items: wire.notifications.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      product: productFromWire(entry.product),
      packSize: entry.pack_size,
      oldPriceCents: entry.old_price_cents,
      newPriceCents: entry.new_price_cents,
      createdAt: entry.created_at,
      read: entry.read,
    })),
    unread: wire.unread,
    page: wire.page,
    pageCount: wire.page_count,
    total: wire.total,
  };
}
