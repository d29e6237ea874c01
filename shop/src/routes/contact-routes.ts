import { createRoute } from '@hono/zod-openapi';
import { contactMessageRequest, messageResponse } from '../contract';
import { saveContactMessage } from '../contact/contact-store';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { rateLimitRules } from '../security/rate-limit';
import { errorResponses, jsonBody, jsonResponse } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const contactRoute = createRoute({
  method: 'post',
  path: '/contact/messages',
  tags: ['contact'],
  summary: 'Send a message with the storefront’s contact form',
  description:
    'Stores the message and mails it to the shop’s contact inbox (Reply-To: the sender) and an acknowledgement to the sender in the language of `language` or Accept-Language. Captcha action `contact`; 5 messages per hour and IP address.',
  request: jsonBody(contactMessageRequest),
  responses: {
    201: jsonResponse(messageResponse, 'Message sent'),
    ...errorResponses(400, 413, 415, 422, 429),
  },
});

export function registerContactRoutes(app: ShopApp, ctx: ShopContext): void {
  app.openapi(contactRoute, async (c) => {
    const body = c.req.valid('json');
    await enforceRateLimits(ctx, [[rateLimitRules.contactPerIp, clientIp(c)]]);
    await requireCaptcha(ctx, c, body.captcha, 'contact');
    await ctx.db.transaction((tx) =>
      saveContactMessage(tx, ctx.mailer, {
        message: {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone ?? null,
          message: body.message,
          language: body.language ?? c.var.locale,
        },
        inbox: ctx.config.contactInbox,
        now: ctx.clock.now(),
      }),
    );
    ctx.mailer.flush();
    return c.json({ message: c.var.messages.contactSent }, 201);
  });
}
