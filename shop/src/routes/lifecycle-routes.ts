import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { messageResponse, passwordRequest, restoreRequest, tokenRequest } from '../contract';
import { consumeActionToken, issueActionToken } from '../accounts/action-tokens';
import { findCustomerByEmail, findCustomerById, isRestorable } from '../accounts/customer-state';
import { customers, type ActionTokenPurpose, type CustomerRow } from '../db/schema';
import { linkRefused } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { requireCustomer } from '../http/require-customer';
import { storefrontLink, type TokenPage } from '../mail/links';
import type { MailKind } from '../ports';
import { rateLimitRules } from '../security/rate-limit';
import { revokeCustomerSessions } from '../sessions/session-store';
import { assertPassword } from './password-check';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['account lifecycle'];

export function registerLifecycleRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);

  async function mailLink(customer: CustomerRow, purpose: ActionTokenPurpose, kind: MailKind, page: TokenPage) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const token = await issueActionToken(tx, {
        customerId: customer.id,
        purpose,
        now,
        ttlMinutes: ctx.actionTokenTtlMinutes(purpose),
        supersede: true,
      });
      await ctx.mailer.queue(tx, {
        to: customer.email,
        locale: customer.language,
        kind,
        firstName: customer.firstName,
        link: storefrontLink(ctx.config.publicUrl, customer.language, page, token),
      });
    });
    ctx.mailer.flush();
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/delete-request',
      tags,
      summary: 'Mail a link that confirms the deletion of the account',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(passwordRequest),
      responses: { 202: jsonResponse(messageResponse, 'Link sent'), ...errorResponses(400, 401, 413, 415, 422, 429) },
    }),
    async (c) => {
      const { password } = c.req.valid('json');
      const { customer } = c.var.auth;
      await assertPassword(ctx, customer, password, 'password');
      await mailLink(customer, 'delete-account', 'confirm-deletion', 'deleteCustomer');
      return c.json({ message: c.var.messages.deletionSent }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/delete',
      tags,
      summary: 'Delete the account with the link from the mail',
      description: 'A soft delete: every session ends; the account can be restored for 30 days.',
      request: jsonBody(tokenRequest),
      responses: { 204: emptyResponse('Deleted'), ...errorResponses(400, 413, 415, 422) },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const used = await consumeActionToken(tx, token, 'delete-account', now);
        if (!used.ok) throw linkRefused(used.problem);
        const [deleted] = await tx
          .update(customers)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(customers.id, used.row.customerId), isNull(customers.deletedAt)))
          .returning({ id: customers.id });
        if (!deleted) throw linkRefused('invalid');
        await revokeCustomerSessions(tx, deleted.id, now);
      });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/restore-request',
      tags,
      summary: 'Mail a link that restores a deleted account',
      description: 'Always 202, whether or not a restorable account exists for the address.',
      request: jsonBody(restoreRequest),
      responses: { 202: jsonResponse(messageResponse, 'Accepted'), ...errorResponses(400, 413, 415, 422, 429) },
    }),
    async (c) => {
      const { email, captcha } = c.req.valid('json');
      // The same budget as "forgot password": both mail a link to whoever names an address.
      await enforceRateLimits(ctx, [
        [rateLimitRules.forgotPasswordPerIp, clientIp(c)],
        [rateLimitRules.forgotPasswordPerAccount, email],
      ]);
      await requireCaptcha(ctx, c, captcha, 'restore_account');
      const customer = await findCustomerByEmail(ctx.db, email);
      if (customer !== null && isRestorable(customer, ctx.clock.now())) {
        await mailLink(customer, 'restore-account', 'confirm-restore', 'restoreCustomer');
      }
      return c.json({ message: c.var.messages.restoreSent }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/restore',
      tags,
      summary: 'Restore a deleted account with the link from the mail',
      request: jsonBody(tokenRequest),
      responses: { 204: emptyResponse('Restored'), ...errorResponses(400, 413, 415, 422) },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const used = await consumeActionToken(tx, token, 'restore-account', now);
        if (!used.ok) throw linkRefused(used.problem);
        const customer = await findCustomerById(tx, used.row.customerId);
        if (customer === null || !isRestorable(customer, now)) throw linkRefused('invalid');
        await tx
          .update(customers)
          .set({ deletedAt: null, updatedAt: now })
          .where(and(eq(customers.id, customer.id), isNotNull(customers.deletedAt)));
      });
      return c.body(null, 204);
    },
  );
}
