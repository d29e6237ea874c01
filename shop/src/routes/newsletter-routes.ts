import { createRoute } from '@hono/zod-openapi';
import { messageResponse, newsletterConfirmRequest, newsletterSubscribeRequest } from '../contract';
import { NEWSLETTER_CONFIRMATION_TTL_MINUTES } from '../deps';
import { invalidActionToken } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { storefrontLink } from '../mail/links';
import { confirmSubscription, startSubscription } from '../newsletter/newsletter-store';
import { rateLimitRules } from '../security/rate-limit';
import { errorResponses, jsonBody, jsonResponse } from './openapi-kit';
import { enforceRateLimits, requireCaptcha, type ShopContext } from './shop-context';

const tags = ['newsletter'];

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter/subscriptions',
  tags,
  summary: 'Sign up for the newsletter; a confirmation link is mailed (double opt-in)',
  description:
    'Always 202 with the same message, whether the address is new, pending or already subscribed (no enumeration); only an address that is not subscribed gets a mail. The link leads to `{SITE_URL}/{locale prefix}/newsletter/confirm?token=…` and works once, for 24 hours.',
  request: jsonBody(newsletterSubscribeRequest),
  responses: {
    202: jsonResponse(messageResponse, 'Check the inbox'),
    ...errorResponses(400, 413, 415, 422, 429),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/newsletter/confirm',
  tags,
  summary: 'Confirm a newsletter subscription with the token of the mailed link',
  description:
    'Single use. A customer account with the same address gets its newsletter setting switched on. An unknown, used or expired token is a 422 on `token`.',
  request: jsonBody(newsletterConfirmRequest),
  responses: {
    200: jsonResponse(messageResponse, 'Subscribed'),
    ...errorResponses(400, 413, 415, 422),
  },
});

export function registerNewsletterRoutes(app: ShopApp, ctx: ShopContext): void {
  app.openapi(subscribeRoute, async (c) => {
    const body = c.req.valid('json');
    await enforceRateLimits(ctx, [
      [rateLimitRules.newsletterPerIp, clientIp(c)],
      [rateLimitRules.newsletterPerAddress, body.email],
    ]);
    await requireCaptcha(ctx, c, body.captcha, 'newsletter');
    const language = body.language ?? c.var.locale;
    const now = ctx.clock.now();
    const queued = await ctx.db.transaction(async (tx) => {
      const token = await startSubscription(tx, {
        email: body.email,
        language,
        now,
        ttlMinutes: NEWSLETTER_CONFIRMATION_TTL_MINUTES,
      });
      if (token === null) return false;
      await ctx.mailer.queue(tx, {
        to: body.email,
        locale: language,
        kind: 'confirm-newsletter',
        firstName: '',
        link: storefrontLink(ctx.config.publicUrl, language, 'newsletter/confirm', token),
      });
      return true;
    });
    if (queued) ctx.mailer.flush();
    return c.json({ message: c.var.messages.newsletterSignupSent }, 202);
  });

  app.openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid('json');
    const confirmed = await ctx.db.transaction((tx) => confirmSubscription(tx, token, ctx.clock.now()));
    if (!confirmed) throw invalidActionToken();
    return c.json({ message: c.var.messages.newsletterConfirmed }, 200);
  });
}
