import { createRoute } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { mailbox, mailboxQuery } from '../contract';
import { outbox, type OutboxRow } from '../db/schema';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { clientIp, isLoopback } from '../http/client-ip';
import { errorResponses, jsonResponse } from './openapi-kit';
import type { ShopContext } from './shop-context';

const linkPattern = /https?:\/\/[^\s<>"')\]]+/gu;

function toEntry(row: OutboxRow) {
  return {
    id: row.id,
    to: row.to,
    kind: row.kind,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    links: [...new Set(row.text.match(linkPattern) ?? [])],
  };
}

/**
 * The outbox as JSON, for development and end-to-end tests. Registered only when enabled (never
 * in production), and it answers only clients on this machine: the outbox holds every reset link.
 */
export function registerDevMailboxRoutes(app: ShopApp, ctx: ShopContext): void {
  // Before validation, so other clients learn nothing, not even a 422.
  app.use('/dev/mailbox', async (c, next) => {
    if (!isLoopback(clientIp(c))) throw notFound();
    await next();
  });
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dev/mailbox',
      tags: ['development'],
      summary: 'Mail written by the shop, newest first (development only)',
      request: { query: mailboxQuery },
      responses: { 200: jsonResponse(mailbox, 'Messages'), ...errorResponses(422) },
    }),
    async (c) => {
      const { to, limit } = c.req.valid('query');
      const rows = await ctx.db
        .select()
        .from(outbox)
        .where(to === undefined ? undefined : eq(outbox.to, to.trim().toLowerCase()))
        .orderBy(desc(outbox.seq))
        .limit(limit);
      return c.json({ messages: rows.map(toEntry) }, 200);
    },
  );
}
