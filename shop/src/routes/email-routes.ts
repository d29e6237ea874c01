import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { changeEmailRequest, messageResponse, tokenRequest } from '../contract';
import { consumeActionToken, issueActionToken } from '../accounts/action-tokens';
import { findCustomerByEmail, findCustomerById } from '../accounts/customer-state';
import { isUniqueViolation } from '../db/errors';
import { customers } from '../db/schema';
import { ApiError, fieldError, linkRefused } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { requireCustomer } from '../http/require-customer';
import { storefrontLink } from '../mail/links';
import { claimGuestOrders } from '../orders/order-store';
import { assertPassword } from './password-check';
import { bearerSecurity, emptyResponse, errorResponses, jsonBody, jsonResponse } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['e-mail'];

export function registerEmailRoutes(app: ShopApp, ctx: ShopContext): void {
  const auth = requireCustomer(ctx.db, ctx.clock);

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/confirm-email',
      tags,
      summary: 'Confirm the e-mail address with the link from the registration mail',
      request: jsonBody(tokenRequest),
      responses: { 204: emptyResponse('Confirmed'), ...errorResponses(400, 413, 415, 422) },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const used = await consumeActionToken(tx, token, 'confirm-email', now);
        if (!used.ok) throw linkRefused(used.problem);
        const customer = await findCustomerById(tx, used.row.customerId);
        if (customer === null || customer.deletedAt !== null) throw linkRefused('invalid');
        await tx.update(customers).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(customers.id, customer.id));
        // The address is now proven the customer's: guest orders placed with it join the account.
        await claimGuestOrders(tx, customer.id, customer.email);
      });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/account/email',
      tags,
      summary: 'Start an e-mail change: a confirmation link goes to the new address',
      description:
        'Always 202 once the password is right: whether the new address is already taken shows only when the link is used.',
      security: bearerSecurity,
      middleware: [auth] as const,
      request: jsonBody(changeEmailRequest),
      responses: { 202: jsonResponse(messageResponse, 'Link sent'), ...errorResponses(400, 401, 413, 415, 422, 429) },
    }),
    async (c) => {
      const { new_email: newEmail, password } = c.req.valid('json');
      const { customer } = c.var.auth;
      if (newEmail === customer.email) throw fieldError('new_email', (m) => m.sameEmail);
      await assertPassword(ctx, customer, password, 'password');
      const taken = (await findCustomerByEmail(ctx.db, newEmail)) !== null;
      if (!taken) {
        const now = ctx.clock.now();
        await ctx.db.transaction(async (tx) => {
          const token = await issueActionToken(tx, {
            customerId: customer.id,
            purpose: 'change-email',
            now,
            ttlMinutes: ctx.actionTokenTtlMinutes('change-email'),
            payload: { newEmail },
            supersede: true,
          });
          await ctx.mailer.queue(tx, {
            to: newEmail,
            locale: customer.language,
            kind: 'confirm-email-change',
            firstName: customer.firstName,
            newEmail,
            link: storefrontLink(ctx.config.publicUrl, customer.language, 'emailChangeConfirm', token),
          });
        });
        ctx.mailer.flush();
      }
      return c.json({ message: c.var.messages.emailChangeSent }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customer/confirm-email-change',
      tags,
      summary: 'Switch to the new address with the link from the confirmation mail',
      description: 'The old address gets a notice. 409 when the new address was taken in the meantime.',
      request: jsonBody(tokenRequest),
      responses: { 204: emptyResponse('Changed'), ...errorResponses(400, 409, 413, 415, 422) },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      const now = ctx.clock.now();
      try {
        await ctx.db.transaction(async (tx) => {
          const used = await consumeActionToken(tx, token, 'change-email', now);
          if (!used.ok) throw linkRefused(used.problem);
          const customer = await findCustomerById(tx, used.row.customerId);
          const newEmail = used.row.payload.newEmail;
          if (customer === null || customer.deletedAt !== null || newEmail === undefined) throw linkRefused('invalid');
          if ((await findCustomerByEmail(tx, newEmail)) !== null) throw emailTaken();
          await tx
            .update(customers)
            .set({ email: newEmail, emailConfirmedAt: now, updatedAt: now })
            .where(and(eq(customers.id, customer.id), isNull(customers.deletedAt)));
          await claimGuestOrders(tx, customer.id, newEmail);
          await ctx.mailer.queue(tx, {
            to: customer.email,
            locale: customer.language,
            kind: 'email-changed',
            firstName: customer.firstName,
            newEmail,
          });
        });
      } catch (error) {
        throw isUniqueViolation(error) ? emailTaken() : error;
      }
      ctx.mailer.flush();
      return c.body(null, 204);
    },
  );
}

function emailTaken(): ApiError {
  return new ApiError(409, (m) => m.emailTaken);
}
