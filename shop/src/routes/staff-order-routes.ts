/**
 * Staff move orders on with the staff token (the same bearer scheme as review moderation):
 * mark paid, ship (carrier and tracking number), mark delivered, cancel (the stock goes back), or
 * note a refund. One transaction per action with the order row locked; an action the status no
 * longer allows — the second of a double click too — is a 409 and changes nothing.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { orderList, orderStatusKeys, staffOrderAction, order } from '../contract/checkout';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { orderLinkSecret } from '../orders/order-access';
import { queueOrderMail } from '../orders/order-mails';
import { findOrderByNumber, listOrders, orderProductIds, staffOrdersWhere } from '../orders/order-store';
import { applyStaffAction } from '../orders/order-transitions';
import { loadOrderWire } from '../orders/order-view';
import { requireStaff } from '../reviews/staff-auth';
import { errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import { numberParams, pageQuery } from './order-routes';
import type { ShopContext } from './shop-context';

const tags = ['staff'];
const staffSecurity = [{ bearerAuth: [] }];
const staffDescription = 'Staff only: `Authorization: Bearer <SHOP_STAFF_TOKEN>`.';

const staffListQuery = pageQuery.extend({
  status: z
    .enum(orderStatusKeys)
    .optional()
    .openapi({ param: { name: 'status', in: 'query' }, description: 'Only orders with this status.' }),
});

export function registerStaffOrderRoutes(app: ShopApp, ctx: ShopContext): void {
  const staff = requireStaff(ctx.config.staffToken);
  const linkSecret = orderLinkSecret(ctx.config);
  const orderSchema = named(order, 'Order');

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/orders',
      tags,
      summary: 'All orders, newest first',
      description: staffDescription,
      security: staffSecurity,
      middleware: [staff] as const,
      request: { query: staffListQuery },
      responses: {
        200: jsonResponse(named(orderList, 'OrderList'), 'One page of orders'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { page, status } = c.req.valid('query');
      return c.json(await listOrders(ctx.db, staffOrdersWhere(status), page), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/staff/orders/{number}',
      tags,
      summary: 'One order with its history',
      description: staffDescription,
      security: staffSecurity,
      middleware: [staff] as const,
      request: { params: numberParams },
      responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const row = await findOrderByNumber(ctx.db, c.req.valid('param').number);
      if (row === null) throw notFound();
      return c.json(await loadOrderWire(ctx.db, row.id, { linkSecret }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/staff/orders/{number}/events',
      tags,
      summary: 'Move an order on (paid, shipped, delivered, cancelled) or note a refund',
      description: `${staffDescription} Allowed: mark-paid from awaiting payment; ship from paid; mark-delivered from shipped; cancel from awaiting payment or paid (the packs go back into stock); refund-note always. Anything else — the same action twice too — is a 409. The customer gets a mail for paid, shipped and cancelled.`,
      security: staffSecurity,
      middleware: [staff] as const,
      request: { params: numberParams, ...jsonBody(staffOrderAction) },
      responses: {
        200: jsonResponse(orderSchema, 'The order after the change'),
        ...errorResponses(400, 401, 404, 409, 413, 415, 422),
      },
    }),
    async (c) => {
      const number = c.req.valid('param').number;
      const action = c.req.valid('json');
      const now = ctx.clock.now();
      const orderId = await ctx.db.transaction(async (tx) => {
        const applied = await applyStaffAction(tx, number, action, { actor: 'staff', detail: 'staff-token' }, now);
        if (applied.mail !== null) await queueOrderMail(tx, ctx, applied.orderId, applied.mail);
        return applied.orderId;
      });
      ctx.mailer.flush();
      if (action.action === 'cancel') {
        ctx.catalogueChanged({ productIds: await orderProductIds(ctx.db, orderId), aspects: ['stock'] });
      }
      return c.json(await loadOrderWire(ctx.db, orderId, { linkSecret }), 200);
    },
  );
}
