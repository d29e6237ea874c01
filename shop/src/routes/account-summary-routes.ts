/**
 * The numbers beside the account menu's sections: favourites, products in the comparison and
 * unread product notifications. A guest gets the first two (the lists of its `X-Lists-Id`).
 */
import { createRoute } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { accountSummaryCounts, type AccountSummaryCounts } from '../contract';
import type { Executor } from '../db/database';
import { customers, listOwners } from '../db/schema';
import type { ShopApp } from '../http/app-env';
import {
  answerListsId,
  identifyListOwner,
  listsIdentityNote,
  listsIdRequestHeader,
  listsIdResponseHeaderDoc,
  readOwner,
} from '../lists/list-owner';
import { bearerSecurity, errorResponses, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const none: AccountSummaryCounts = { favourites: 0, comparison: 0, unread_notifications: 0 };

/** A customer's three counts in one statement (their list owner may not exist yet: zeros). */
async function customerCounts(db: Executor, customerId: string): Promise<AccountSummaryCounts> {
  const [row] = await db
    .select({
      favourites:
        sql<number>`(select count(*) from favourites f join list_owners o on o.id = f.owner_id where o.customer_id = ${customerId})`.mapWith(
          Number,
        ),
      comparison:
        sql<number>`(select count(*) from comparison_items i join list_owners o on o.id = i.owner_id where o.customer_id = ${customerId})`.mapWith(
          Number,
        ),
      unread:
        sql<number>`(select count(*) from customer_notifications n where n.customer_id = ${customerId} and n.read_at is null)`.mapWith(
          Number,
        ),
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row === undefined
    ? none
    : { favourites: row.favourites, comparison: row.comparison, unread_notifications: row.unread };
}

/** A guest's two list counts in one statement. */
async function guestCounts(db: Executor, ownerId: string): Promise<AccountSummaryCounts> {
  const [row] = await db
    .select({
      favourites: sql<number>`(select count(*) from favourites f where f.owner_id = ${ownerId})`.mapWith(Number),
      comparison: sql<number>`(select count(*) from comparison_items i where i.owner_id = ${ownerId})`.mapWith(Number),
    })
    .from(listOwners)
    .where(eq(listOwners.id, ownerId));
  return row === undefined ? none : { favourites: row.favourites, comparison: row.comparison, unread_notifications: 0 };
}

export function registerAccountSummaryRoutes(app: ShopApp, ctx: ShopContext): void {
  const lists = identifyListOwner(ctx.db, ctx.clock);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/summary-counts',
      tags: ['account'],
      summary: 'How many favourites, compared products and unread product notifications the shopper has',
      description: `For the account menu. ${listsIdentityNote} A guest has no notifications (always 0).`,
      security: [...bearerSecurity, {}],
      middleware: [lists] as const,
      request: { headers: listsIdRequestHeader },
      responses: {
        200: {
          description: 'The counts',
          headers: listsIdResponseHeaderDoc,
          content: { 'application/json': { schema: named(accountSummaryCounts, 'AccountSummaryCounts') } },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const identity = c.var.listsIdentity;
      const now = ctx.clock.now();
      const needsOwner = identity.customerId === null || identity.sentListsId;
      const resolved = needsOwner ? await readOwner(ctx.db, identity, now) : null;
      if (resolved !== null) answerListsId(c, resolved);
      if (identity.customerId !== null) return c.json(await customerCounts(ctx.db, identity.customerId), 200);
      const owner = resolved?.owner ?? null;
      return c.json(owner === null ? none : await guestCounts(ctx.db, owner.id), 200);
    },
  );
}
