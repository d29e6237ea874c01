/**
 * The customer's product notifications: what fired (a pack back in stock, a lower price, a review
 * published), newest first, with the unread count and marking read (idempotent).
 */
import { createRoute } from '@hono/zod-openapi';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import {
  customerNotificationList,
  markNotificationsReadRequest,
  notificationListQuery,
  unreadNotificationCount,
} from '../contract/subscriptions';
import type { ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { toNotificationsWire } from '../lists/alert-wire';
import { LIST_PAGE_SIZE } from '../lists/list-limits';
import { listNotifications, markRead, unreadCount } from '../lists/notifications';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['notifications'];

export function registerNotificationRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);
  const structure = cachedCatalogueStructure(ctx.db);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/notifications',
      tags,
      summary: 'The customer’s product notifications, newest first',
      description: `${LIST_PAGE_SIZE} per page, with the number of unread ones.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { query: notificationListQuery },
      responses: {
        200: jsonResponse(named(customerNotificationList, 'CustomerNotificationList'), 'One page'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { page } = c.req.valid('query');
      const { rows, total, unread } = await listNotifications(ctx.db, c.var.auth.customer.id, page, LIST_PAGE_SIZE);
      return c.json(
        {
          notifications: await toNotificationsWire(ctx.db, rows, await structure(), c.var.locale),
          unread,
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
      method: 'get',
      path: '/account/notifications/unread-count',
      tags,
      summary: 'How many product notifications the customer has not read',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: {
        200: jsonResponse(named(unreadNotificationCount, 'UnreadNotifications'), 'The count'),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ unread: await unreadCount(ctx.db, c.var.auth.customer.id) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/notifications/read',
      tags,
      summary: 'Mark notifications read: `{ids: […]}` or `{all: true}`',
      description: 'Idempotent; ids of other customers or unknown ids are ignored. Answers the unread count after.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(markNotificationsReadRequest),
      responses: {
        200: jsonResponse(named(unreadNotificationCount, 'UnreadNotifications'), 'The unread count now'),
        ...errorResponses(400, 401, 413, 415, 422),
      },
    }),
    async (c) => {
      const customerId = c.var.auth.customer.id;
      await markRead(ctx.db, customerId, c.req.valid('json'), ctx.clock.now());
      return c.json({ unread: await unreadCount(ctx.db, customerId) }, 200);
    },
  );
}
