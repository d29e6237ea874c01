/**
 * The procedural product images and seed-bank logos as SVG. Deterministic per URL, so they are
 * cached for a year. Served with a restrictive CSP: an SVG opened directly runs no script.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { productViewOf } from '../catalogue/images/image-urls';
import { productSvg } from '../catalogue/images/product-svg';
import { seedBankLogoSvg } from '../catalogue/images/seed-bank-logo';
import { products } from '../db/schema';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { immutableCache, pathParam, productIdPattern, tags, type CatalogueContext } from './catalogue-kit';
import { errorResponses } from './openapi-kit';

const svgResponse = (description: string) => ({
  description,
  content: { 'image/svg+xml': { schema: z.string() } },
});

function svg(c: Context, body: string): Response {
  immutableCache(c);
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.body(body, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
}

export function registerCatalogueImageRoutes(app: ShopApp, cat: CatalogueContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/images/products/{id}/{file}',
      tags,
      summary: 'Product illustration `{n}.svg`: 1 bud, 2 leaf, 3 plant',
      request: { params: z.object({ id: pathParam('id'), file: pathParam('file') }) },
      responses: { 200: svgResponse('SVG, 600×600'), ...errorResponses(404) },
    }),
    async (c) => {
      const { id, file } = c.req.valid('param');
      const number = Number(/^([1-9])\.svg$/u.exec(file)?.[1] ?? '0');
      if (number === 0 || !productIdPattern.test(id)) throw notFound();
      const [product] = await cat.db
        .select({ attributes: products.attributes, imageCount: products.imageCount })
        .from(products)
        .where(eq(products.id, id));
      if (product === undefined || number > product.imageCount) throw notFound();
      return svg(c, productSvg(id, productViewOf(number), product.attributes));
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/catalogue/images/seed-banks/{file}',
      tags,
      summary: "A seed bank's monogram logo `{slug}.svg`",
      request: { params: z.object({ file: pathParam('file') }) },
      responses: { 200: svgResponse('SVG, 300×300'), ...errorResponses(404) },
    }),
    async (c) => {
      const slug = /^([a-z0-9-]{1,160})\.svg$/u.exec(c.req.valid('param').file)?.[1];
      const bank = slug === undefined ? undefined : (await cat.structure()).seedBankBySlug(slug);
      if (bank === undefined) throw notFound();
      return svg(c, seedBankLogoSvg(bank.slug, bank.name));
    },
  );
}
