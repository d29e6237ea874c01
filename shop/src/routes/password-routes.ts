import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { changePasswordRequest, forgotPasswordRequest, messageResponse, resetPasswordRequest } from '../contract';
import { consumeActionToken, issueActionToken, peekActionToken } from '../accounts/action-tokens';
import { findCustomerByEmail, findCustomerById } from '../accounts/customer-state';
import { assertNewPassword } from '../accounts/new-password';
import { customers } from '../db/schema';
import { linkRefused } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { requireCustomer } from '../http/require-customer';
import { storefrontLink } from '../mail/links';
import { rateLimitRules } from '../security/rate-limit';
import { hashPassword } from '../security/secrets';
import { revokeCustomerSessions } from '../sessions/session-store';
import { assertPassword } from './password-check';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['password'];

export function registerPasswordRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/auth/forgot-password',
      tags,
      summary: 'Mail a password-reset link',
      description: 'Always 202, whether or not the address has an account.',
      request: jsonBody(forgotPasswordRequest),
      responses: { 202: jsonResponse(messageResponse, 'Accepted'), ...errorResponses(400, 413, 415, 422, 429) },
    }),
    async (c) => {
      const { email, captcha } = c.req.valid('json');
      await enforceRateLimits(ctx, [
        [rateLimitRules.forgotPasswordPerIp, clientIp(c)],
        [rateLimitRules.forgotPasswordPerAccount, email],
      ]);
      await requireCaptcha(ctx, c, captcha, 'forgot_password');
      const customer = await findCustomerByEmail(ctx.db, email);
      if (customer !== null && customer.deletedAt === null) {
        const now = ctx.clock.now();
        await ctx.db.transaction(async (tx) => {
          const token = await issueActionToken(tx, {
            customerId: customer.id,
            purpose: 'reset-password',
            now,
            ttlMinutes: ctx.actionTokenTtlMinutes('reset-password'),
            supersede: true,
          });
          await ctx.mailer.queue(tx, {
            to: customer.email,
            locale: customer.language,
            kind: 'reset-password',
            firstName: customer.firstName,
            link: storefrontLink(ctx.config.publicUrl, customer.language, 'resetPassword', token),
          });
        });
        ctx.mailer.flush();
      }
      return c.json({ message: c.var.messages.passwordResetSent }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/auth/reset-password',
      tags,
      summary: 'Set a new password with the link from the reset mail',
      description: 'Ends every session of the account and mails a notice.',
      request: jsonBody(resetPasswordRequest),
      responses: { 204: emptyResponse('Password changed'), ...errorResponses(400, 413, 415, 422) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const now = ctx.clock.now();
      // Look first, spend later: a refused password must not use the link up.
      const peeked = await peekActionToken(ctx.db, body.token, 'reset-password', now);
      if (!peeked.ok) throw linkRefused(peeked.problem);
      const customer = await findCustomerById(ctx.db, peeked.row.customerId);
      if (customer === null || customer.deletedAt !== null) throw linkRefused('invalid');
      assertNewPassword({
        password: body.password,
        confirmation: body.password_confirm,
        email: customer.email,
        field: 'password',
        confirmationField: 'password_confirm',
      });
      const passwordHash = await hashPassword(body.password);
      await ctx.db.transaction(async (tx) => {
        const used = await consumeActionToken(tx, body.token, 'reset-password', now);
        if (!used.ok) throw linkRefused(used.problem);
        if (used.row.customerId !== customer.id) throw linkRefused('invalid');
        // The link came through the mailbox, so the address is confirmed as well.
        await tx
          .update(customers)
          .set({ passwordHash, emailConfirmedAt: customer.emailConfirmedAt ?? now, updatedAt: now })
          .where(eq(customers.id, customer.id));
        await revokeCustomerSessions(tx, customer.id, now);
        await ctx.mailer.queue(tx, {
          to: customer.email,
          locale: customer.language,
          kind: 'password-changed',
          firstName: customer.firstName,
        });
      });
      ctx.mailer.flush();
      // The link proved the mailbox: its owner signs in without the captcha failed attempts called for.
      await ctx.rateLimiter.reset(rateLimitRules.loginCaptchaPerAccount, customer.email);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/password',
      tags,
      summary: 'Change the password (knowing the old one)',
      description: 'Ends every other session of the account and mails a notice.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(changePasswordRequest),
      responses: { 204: emptyResponse('Password changed'), ...errorResponses(400, 401, 413, 415, 422, 429) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { customer, familyId } = c.var.auth;
      await assertPassword(ctx, customer, body.old_password, 'old_password');
      assertNewPassword({
        password: body.new_password,
        confirmation: body.new_password_confirm,
        email: customer.email,
        field: 'new_password',
        confirmationField: 'new_password_confirm',
      });
      const passwordHash = await hashPassword(body.new_password);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customer.id));
        await revokeCustomerSessions(tx, customer.id, now, familyId);
        await ctx.mailer.queue(tx, {
          to: customer.email,
          locale: customer.language,
          kind: 'password-changed',
          firstName: customer.firstName,
        });
      });
      ctx.mailer.flush();
      return c.body(null, 204);
    },
  );
}
