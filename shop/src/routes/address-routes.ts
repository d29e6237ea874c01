import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { address, addressList, createAddressRequest, updateAddressRequest } from '../contract';
import { checkAddress, toAddressWire, valuesFromCreate, valuesFromUpdate } from '../addresses/address-rules';
import { countAddresses, findAddress, listAddresses, releaseFlags } from '../addresses/address-store';
import type { Transaction } from '../db/database';
import { addresses, customers } from '../db/schema';
import { MAX_ADDRESSES } from '../deps';
import { ApiError, notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['addresses'];
const addressResponse = (description: string) => jsonResponse(named(address, 'Address'), description);

/** Any string is accepted as an id; one that is not a UUID simply names no address (404). */
const idParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Serialises a customer's address changes (flags, the count limit) behind their customer row. */
async function lockCustomer(tx: Transaction, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export function registerAddressRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/customer/addresses',
      tags,
      summary: "The customer's addresses, primary first",
      security: bearerSecurity,
      middleware: [auth] as const,
      responses: { 200: jsonResponse(addressList, 'The addresses'), ...errorResponses(401) },
    }),
    async (c) => {
      const rows = await listAddresses(ctx.db, c.var.auth.customer.id);
      return c.json({ addresses: rows.map(toAddressWire) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/addresses',
      tags,
      summary: 'Add an address',
      description: `The first address becomes the primary and delivery address; marking a later one primary or delivery takes the mark from the previous one. At most ${MAX_ADDRESSES} addresses.`,
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(createAddressRequest),
      responses: { 201: addressResponse('Created'), ...errorResponses(400, 401, 409, 413, 415, 422) },
    }),
    async (c) => {
      const customerId = c.var.auth.customer.id;
      const values = checkAddress(valuesFromCreate(c.req.valid('json')));
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const saved = await countAddresses(tx, customerId);
        if (saved >= MAX_ADDRESSES) {
          throw new ApiError(409, (m) => m.addressLimit(MAX_ADDRESSES));
        }
        // The first address is the customer's primary and delivery address, whatever the form said.
        const flagged = saved === 0 ? { ...values, isPrimary: true, isDelivery: true } : values;
        await releaseFlags(tx, customerId, flagged);
        const [created] = await tx
          .insert(addresses)
          .values({ ...flagged, customerId, createdAt: now, updatedAt: now })
          .returning();
        return created;
      });
      if (!row) throw new Error('insert returned no address');
      return c.json(toAddressWire(row), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/customer/addresses/{id}',
      tags,
      summary: 'Change an address (only the fields sent)',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams, ...jsonBody(updateAddressRequest) },
      responses: { 200: addressResponse('Changed'), ...errorResponses(400, 401, 404, 413, 415, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const customerId = c.var.auth.customer.id;
      if (!uuidPattern.test(id)) throw notFound();
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const current = await findAddress(tx, customerId, id);
        if (current === null) throw notFound();
        const values = checkAddress(valuesFromUpdate(current, body));
        await releaseFlags(tx, customerId, values, id);
        const [updated] = await tx
          .update(addresses)
          .set({ ...values, updatedAt: now })
          .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return c.json(toAddressWire(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/customer/addresses/{id}',
      tags,
      summary: 'Remove an address',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: { params: idParams },
      responses: { 204: emptyResponse('Removed'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!uuidPattern.test(id)) throw notFound();
      const removed = await ctx.db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.customerId, c.var.auth.customer.id)))
        .returning({ id: addresses.id });
      if (removed.length === 0) throw notFound();
      return c.body(null, 204);
    },
  );
}
