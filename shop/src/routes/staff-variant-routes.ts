/**
 * Staff set a pack's stock or price (the staff token, as for orders and review moderation). Stock
 * above zero fulfils the pack's back-in-stock subscriptions; a price change checks the product's
 * price-drop subscriptions — each fired subscription gets one mail, in the same transaction.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { cachedCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { staffPriceRequest, staffStockRequest, staffVariant } from '../contract/subscriptions';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { setVariantPrice, setVariantStock, type StaffVariantResult } from '../lists/staff-variants';
import { requireStaff } from '../reviews/staff-auth';
import { errorResponses, jsonBody, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['staff'];
const staffSecurity = [{ bearerAuth: [] }];
const staffDescription = 'Staff only: `Authorization: Bearer <SHOP_STAFF_TOKEN>`.';

const variantParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The pack (variant) id.' }),
});

function toWire(result: StaffVariantResult) {
  return {
    id: result.id,
    product_id: result.productId,
    pack_size: result.packSize,
    price_cents: result.priceCents,
    stock: result.stock,
    fulfilled_subscriptions: result.fulfilled,
  };
}

export function registerStaffVariantRoutes(app: ShopApp, ctx: ShopContext): void {
  const staff = requireStaff(ctx.config.staffToken);
  const structure = cachedCatalogueStructure(ctx.db);
  const schema = named(staffVariant, 'StaffVariant');

  app.openapi(
    createRoute({
      method: 'put',
      path: '/staff/variants/{id}/stock',
      tags,
      summary: 'Set a pack’s stock (a restock fires its back-in-stock alerts)',
      description: `${staffDescription} Idempotent. With stock above zero, every active back-in-stock subscription of the pack is fulfilled and mailed once.`,
      security: staffSecurity,
      middleware: [staff] as const,
      request: { params: variantParams, ...jsonBody(staffStockRequest) },
      responses: { 200: jsonResponse(schema, 'The pack now'), ...errorResponses(400, 401, 404, 413, 415, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { stock } = c.req.valid('json');
      const deps = { publicUrl: ctx.config.publicUrl, render: ctx.mailer.render, structure: await structure() };
      const now = ctx.clock.now();
      const result = await ctx.db.transaction((tx) => setVariantStock(tx, deps, id, stock, now));
      if (result === null) throw notFound();
      ctx.catalogueChanged({ productIds: [result.productId], aspects: ['stock'] });
      if (result.fulfilled > 0) ctx.mailer.flush();
      return c.json(toWire(result), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/staff/variants/{id}/price',
      tags,
      summary: 'Set a pack’s catalogue price, gross cents (a lower price fires price-drop alerts)',
      description: `${staffDescription} Idempotent. Every active price-drop subscription of the product whose price at subscribing is above the product's lowest current pack price (after promotions) is fulfilled and mailed once.`,
      security: staffSecurity,
      middleware: [staff] as const,
      request: { params: variantParams, ...jsonBody(staffPriceRequest) },
      responses: { 200: jsonResponse(schema, 'The pack now'), ...errorResponses(400, 401, 404, 413, 415, 422) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { price_cents: priceCents } = c.req.valid('json');
      const deps = { publicUrl: ctx.config.publicUrl, render: ctx.mailer.render, structure: await structure() };
      const now = ctx.clock.now();
      const result = await ctx.db.transaction((tx) => setVariantPrice(tx, deps, id, priceCents, now));
      if (result === null) throw notFound();
      ctx.catalogueChanged({ productIds: [result.productId], aspects: ['price'] });
      if (result.fulfilled > 0) ctx.mailer.flush();
      return c.json(toWire(result), 200);
    },
  );
}
