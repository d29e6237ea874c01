import 'server-only';
import type { Locale } from '@seedshop/locales';
import { customerNotificationList, productSubscriptionList } from '@seedshop/shop/contract';
import { found, missing, type Lookup } from '@/routing/lookup';
import { serverShopClient } from '@/shop-client/server-client.server';
import { parseAnswer } from '@/shop-client/shop-answer';
import {
  notificationsFromWire,
  subscriptionsFromWire,
  type Notification,
  type Paged,
  type Subscription,
} from './alert-model';

/** A page number the shop refuses (past its range or malformed) is the page's 404. */
const notFoundStatuses = new Set([400, 404, 422]);

/** The signed-in customer's product subscriptions, newest first. */
export async function readAccountSubscriptions(locale: Locale, page: number): Promise<Lookup<Paged<Subscription>>> {
  const client = await serverShopClient(locale);
  const response = await client.get('account/subscriptions', { searchParams: { page } });
  if (notFoundStatuses.has(response.status)) return missing;
  return found(
    subscriptionsFromWire(await parseAnswer('GET /account/subscriptions', response, productSubscriptionList)),
  );
}

/** The signed-in customer's product notifications, newest first, with the unread count. */
export async function readAccountNotifications(
  locale: Locale,
  page: number,
): Promise<Lookup<Paged<Notification> & { readonly unread: number }>> {
  const client = await serverShopClient(locale);
  const response = await client.get('account/notifications', { searchParams: { page } });
  if (notFoundStatuses.has(response.status)) return missing;
  return found(
    notificationsFromWire(await parseAnswer('GET /account/notifications', response, customerNotificationList)),
  );
}
