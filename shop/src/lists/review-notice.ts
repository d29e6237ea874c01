/**
 * A customer's review was published: a `review-published` notification once per review, and — only
 * when the customer switched product notifications on — a mail in the account's language.
 */
import { eq } from 'drizzle-orm';
import { loadCatalogueStructure } from '../catalogue/store/catalogue-structure';
import { loadProductSummaries } from '../catalogue/store/product-cards';
import { customers } from '../db/schema';
import type { ShopContext } from '../routes/shop-context';
import { productPageLink } from './alert-fanout';
import { noteReviewPublished } from './notifications';

export async function notifyReviewPublished(
  ctx: ShopContext,
  review: {
    readonly id: string;
    readonly status: string;
    readonly customerId: string | null;
    readonly productId: string;
  },
): Promise<void> {
  const customerId = review.customerId;
  if (review.status !== 'published' || customerId === null) return;
  const now = ctx.clock.now();
  // Read before the transaction: PGlite has one connection, which the transaction holds.
  const structure = await loadCatalogueStructure(ctx.db);
  const mailed = await ctx.db.transaction(async (tx) => {
    const noted = await noteReviewPublished(tx, { id: review.id, customerId, productId: review.productId }, now);
    if (!noted) return false;
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
    if (customer === undefined || !customer.productNotifications) return false;
    const [product] = await loadProductSummaries(tx, [review.productId], structure, customer.language);
    if (product === undefined) return false;
    await ctx.mailer.queue(tx, {
      to: customer.email,
      locale: customer.language,
      kind: 'review-published',
      firstName: customer.firstName,
      link: `${productPageLink(ctx.config.publicUrl, customer.language, product.path, null)}#reviews`,
      product: { name: product.name, packSize: null, price: null },
    });
    return true;
  });
  if (mailed) ctx.mailer.flush();
}
