import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { customer as customerSchema, languageRequest, updateAccountRequest } from '../contract';
import { toCustomerWire } from '../accounts/customer-wire';
import { customers, type CustomerRow } from '../db/schema';
import type { ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['account'];
const customerResponse = jsonResponse(named(customerSchema, 'Customer'), 'The profile');

export function registerAccountRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);

  async function update(id: string, changes: Partial<CustomerRow>): Promise<CustomerRow> {
    const [row] = await ctx.db
      .update(customers)
      .set({ ...changes, updatedAt: ctx.clock.now() })
      .where(eq(customers.id, id))
      .returning();
    if (!row) throw new Error(`customer ${id} vanished during an update`);
    return row;
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/customer/account',
      tags,
      summary: 'The signed-in customer',
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: customerResponse, ...errorResponses(401) },
    }),
    (c) => c.json(toCustomerWire(c.var.auth.customer), 200),
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/customer/account',
      tags,
      summary: 'Change profile fields (only those sent)',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(updateAccountRequest),
      responses: { 200: customerResponse, ...errorResponses(400, 401, 413, 415, 422) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const row = await update(c.var.auth.customer.id, {
        ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
        ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
        ...(body.phone === undefined ? {} : { phone: body.phone }),
        ...(body.instagram === undefined ? {} : { instagram: body.instagram }),
        ...(body.newsletter === undefined ? {} : { newsletter: body.newsletter }),
        ...(body.product_notifications === undefined ? {} : { productNotifications: body.product_notifications }),
      });
      return c.json(toCustomerWire(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/language',
      tags,
      summary: 'Remember the language for mails',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(languageRequest),
      responses: { 200: customerResponse, ...errorResponses(400, 401, 413, 415, 422) },
    }),
    async (c) => {
      const { language } = c.req.valid('json');
      const row = await update(c.var.auth.customer.id, { language });
      return c.json(toCustomerWire(row), 200);
    },
  );
}
