/**
 * Orders after they are placed. Customers: their orders under `/account/orders` (another
 * customer's number is a 404, never a 403), the invoice PDF once paid, and "order again". Guests:
 * one order through the signed link (`?access=`); a wrong or missing token is the same 404 as an
 * unknown number, so the answer never tells whether a number exists.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { cartAnswerBody } from '../cart/cart-answer';
import { loadActivePricing } from '../cart/cart-pricing';
import { addLine, runCartCall, type CartWork } from '../cart/cart-operations';
import { loadVariant } from '../cart/cart-store';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { cart } from '../contract/cart';
import { order, orderList } from '../contract/checkout';
import { orderLines, type OrderRow } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import type { AuthenticatedEnv, ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { orderLinkSecret, verifyOrderAccess } from '../orders/order-access';
import { customerOrdersWhere, findOrderByNumber, listOrders, ORDERS_PER_PAGE } from '../orders/order-store';
import { hasInvoice, loadOrderRecord, loadOrderWire } from '../orders/order-view';
import { DEMO_INVOICE_SELLER, invoiceNumber, renderInvoicePdf } from '../orders/invoice-pdf';
import { bearerSecurity, errorResponses, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['orders'];

const orderSchema = named(order, 'Order');

export const numberParams = z.object({
  number: z
    .string()
    .max(40)
    .openapi({ param: { name: 'number', in: 'path' }, example: 'SS-2030-000042' }),
});

export const pageQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .openapi({
      param: { name: 'page', in: 'query' },
      description: `${ORDERS_PER_PAGE} orders per page, newest first.`,
    }),
});

const accessQuery = z.object({
  access: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'access', in: 'query' }, description: 'The signed token of the guest link.' }),
});

export const pdfResponse = (description: string) => ({
  description,
  headers: {
    'Content-Disposition': { schema: { type: 'string' as const }, description: 'attachment; filename="<number>.pdf"' },
  },
  content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
});

/** The invoice of a paid order as a download. */
export async function invoiceResponse(c: Context, ctx: ShopContext, row: OrderRow): Promise<Response> {
  if (!hasInvoice(row)) throw notFound();
  const record = await loadOrderRecord(ctx.db, row.id);
  if (record === null) throw notFound();
  const pdf = await renderInvoicePdf(record, ctx.config.invoiceSeller ?? DEMO_INVOICE_SELLER);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${invoiceNumber(row.number)}.pdf"`,
  });
}

export function registerOrderRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);
  const linkSecret = orderLinkSecret(ctx.config);
  const structure = cachedCatalogueStructure(ctx.db);

  /** The caller's own order by number; anyone else's is not found. */
  async function ownOrder(c: Context<AuthenticatedEnv>, number: string): Promise<OrderRow> {
    const row = await findOrderByNumber(ctx.db, number);
    if (row === null || row.customerId !== c.var.auth.customer.id) throw notFound();
    return row;
  }

  /** The order the guest link names, when its token is right. */
  async function linkedOrder(number: string, access: string | undefined): Promise<OrderRow> {
    const row = await findOrderByNumber(ctx.db, number);
    if (row === null || !verifyOrderAccess(linkSecret, row, access)) throw notFound();
    return row;
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/orders',
      tags,
      summary: "The customer's orders, newest first",
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { query: pageQuery },
      responses: {
        200: jsonResponse(named(orderList, 'OrderList'), 'One page of orders'),
        ...errorResponses(401, 422),
      },
    }),
    async (c) => {
      const { page } = c.req.valid('query');
      return c.json(await listOrders(ctx.db, customerOrdersWhere(c.var.auth.customer.id), page), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/orders/{number}',
      tags,
      summary: 'One of the customer’s orders',
      description: 'Another customer’s number is a 404, like an unknown one.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: numberParams },
      responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const row = await ownOrder(c, c.req.valid('param').number);
      return c.json(await loadOrderWire(ctx.db, row.id, { linkSecret, invoiceVia: 'account' }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/orders/{number}/invoice.pdf',
      tags,
      summary: 'The invoice of a paid order (PDF)',
      description: 'A 404 until the order is paid.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: numberParams },
      responses: { 200: pdfResponse('The invoice'), ...errorResponses(401, 404) },
    }),
    async (c) => invoiceResponse(c, ctx, await ownOrder(c, c.req.valid('param').number)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/account/orders/{number}/reorder',
      tags,
      summary: 'Order again: the order’s items back into the cart',
      description:
        'Adds every item of the order except promotion gifts to the customer’s cart, at today’s prices and within the stock and the cart’s limits. Items sold out or no longer sold are skipped, each named in `notices` (code `reorder-skipped`).',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: numberParams },
      responses: { 200: jsonResponse(named(cart, 'Cart'), 'The cart'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const row = await ownOrder(c, c.req.valid('param').number);
      const now = ctx.clock.now();
      const [pricing, lines] = await Promise.all([
        loadActivePricing(ctx.db, now),
        ctx.db
          .select({
            variantId: orderLines.variantId,
            quantity: orderLines.quantity,
            productName: orderLines.productName,
          })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, row.id), eq(orderLines.gift, false)))
          .orderBy(asc(orderLines.position)),
      ]);
      const variants = await Promise.all(lines.map((line) => loadVariant(ctx.db, line.variantId)));
      const skipped: string[] = [];
      const additions: CartWork[] = [];
      lines.forEach((line, index) => {
        const variant = variants[index] ?? null;
        if (variant === null || variant.stock <= 0) skipped.push(line.productName);
        else additions.push(addLine(variant, line.quantity, pricing, now));
      });
      const shopper = { customerId: c.var.auth.customer.id, guestSecret: null };
      const result = await runCartCall(ctx.db, shopper, now, true, async (tx, current, outcome) => {
        for (const name of skipped)
          outcome.notice({ code: 'reorder-skipped', pick: (m) => m.reorderLineSkipped(name) });
        for (const add of additions) {
          try {
            await add(tx, current, outcome);
          } catch (error) {
            // A full cart refuses further lines before writing anything: keep what fitted, say why.
            if (!(error instanceof ApiError) || error.status !== 409) throw error;
            outcome.notice({ code: 'cart-full', pick: error.pick });
            break;
          }
        }
        return undefined;
      });
      return c.json(await cartAnswerBody(ctx.db, structure, result, pricing, now, c.var), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/orders/{number}',
      tags,
      summary: 'An order through its signed guest link',
      description: 'A wrong or missing `access` token is the same 404 as an unknown number.',
      request: { params: numberParams, query: accessQuery },
      responses: { 200: jsonResponse(orderSchema, 'The order'), ...errorResponses(404) },
    }),
    async (c) => {
      const row = await linkedOrder(c.req.valid('param').number, c.req.valid('query').access);
      return c.json(await loadOrderWire(ctx.db, row.id, { linkSecret, invoiceVia: 'guest-link' }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/orders/{number}/invoice.pdf',
      tags,
      summary: 'The invoice of a paid order through its signed guest link (PDF)',
      description: 'A 404 until the order is paid, and for a wrong or missing token.',
      request: { params: numberParams, query: accessQuery },
      responses: { 200: pdfResponse('The invoice'), ...errorResponses(404) },
    }),
    async (c) => invoiceResponse(c, ctx, await linkedOrder(c.req.valid('param').number, c.req.valid('query').access)),
  );
}
