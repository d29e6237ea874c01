/** Subscriptions and notifications on the wire, with the product as the storefront shows it. */
import type { Locale } from '@seedshop/locales';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { CatalogueStructure } from '../catalogue/store/catalogue-structure';
import { loadProductSummaries } from '../catalogue/store/product-cards';
import type { CustomerNotification, ProductSubscription, alertProduct } from '../contract/subscriptions';
import type { Executor } from '../db/database';
import { variants, type CustomerNotificationRow, type ProductSubscriptionRow } from '../db/schema';

type AlertProduct = z.infer<typeof alertProduct>;

async function productsOf(
  db: Executor,
  ids: readonly (string | null)[],
  structure: CatalogueStructure,
  locale: Locale,
): Promise<Map<string, AlertProduct>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const summaries = await loadProductSummaries(db, unique, structure, locale);
  return new Map(
    summaries.map((summary) => [
      summary.id,
      {
        id: summary.id,
        name: summary.name,
        path: summary.path,
        image: summary.image,
        price_from_cents: summary.price_from_cents,
        in_stock: summary.in_stock,
      },
    ]),
  );
}

export async function toSubscriptionsWire(
  db: Executor,
  rows: readonly ProductSubscriptionRow[],
  structure: CatalogueStructure,
  locale: Locale,
): Promise<ProductSubscription[]> {
  const variantIds = [...new Set(rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])))];
  const [products, packs] = await Promise.all([
    productsOf(
      db,
      rows.map((row) => row.productId),
      structure,
      locale,
    ),
    variantIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: variants.id, packSize: variants.packSize })
          .from(variants)
          .where(inArray(variants.id, variantIds)),
  ]);
  const packSizes = new Map(packs.map((pack) => [pack.id, pack.packSize]));
  return rows.map((row) => {
    const packSize = row.variantId === null ? undefined : packSizes.get(row.variantId);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      product: products.get(row.productId) ?? null,
      variant: row.variantId === null || packSize === undefined ? null : { id: row.variantId, pack_size: packSize },
      baseline_price_cents: row.baselinePriceCents,
      created_at: row.createdAt.toISOString(),
      fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
    };
  });
}

const notificationDetails = z.object({
  pack_size: z.number().int().optional(),
  old_price_cents: z.number().int().optional(),
  new_price_cents: z.number().int().optional(),
});

export async function toNotificationsWire(
  db: Executor,
  rows: readonly CustomerNotificationRow[],
  structure: CatalogueStructure,
  locale: Locale,
): Promise<CustomerNotification[]> {
  const products = await productsOf(
    db,
    rows.map((row) => row.productId),
    structure,
    locale,
  );
  return rows.map((row) => {
    const parsed = notificationDetails.safeParse(row.details);
    const details = parsed.success ? parsed.data : {};
    return {
      id: row.id,
      kind: row.kind,
      product: row.productId === null ? null : (products.get(row.productId) ?? null),
      pack_size: details.pack_size ?? null,
      old_price_cents: details.old_price_cents ?? null,
      new_price_cents: details.new_price_cents ?? null,
      review_id: row.reviewId,
      created_at: row.createdAt.toISOString(),
      read: row.readAt !== null,
    };
  });
}
