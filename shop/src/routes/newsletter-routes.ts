import { createRoute } from '@hono/zod-openapi';
import type { Locale } from '@seedshop/locales';
import { shopApiPath } from '@seedshop/urls';
import {
  messageResponse,
  newsletterConfirmRequest,
  newsletterOneClickForm,
  newsletterOneClickQuery,
  newsletterSubscribeRequest,
  newsletterUnsubscribeRequest,
} from '../contract';
import { NEWSLETTER_CONFIRMATION_TTL_MINUTES } from '../deps';
import { ApiError, invalidActionToken } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { oneClickUnsubscribeLink, storefrontLink } from '../mail/links';
import type { OutgoingMail } from '../mail/mailer';
import { confirmSubscription, startSubscription, unsubscribe } from '../newsletter/newsletter-store';
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
    'Always 202 with the same message, whether the address is new, pending or already subscribed (no enumeration); only an address that is not subscribed gets a mail. The link leads to `{SITE_URL}/{locale prefix}/newsletter/confirm?token=…` and works once, for 24 hours. The mail also carries the unsubscribe link (`/newsletter/unsubscribe?token=…`, and `List-Unsubscribe` for one click).',
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
    'Single use. A customer account with the same address gets its newsletter setting switched on, and a welcome mail with the unsubscribe link goes out. An unknown, used or expired token is a 422 on `token`.',
  request: jsonBody(newsletterConfirmRequest),
  responses: {
    200: jsonResponse(messageResponse, 'Subscribed'),
    ...errorResponses(400, 413, 415, 422),
  },
});

const unsubscribeDescription =
  'The token of the unsubscribe link of a newsletter mail (confirmation or welcome mail). It does not expire and works once: the subscription becomes `unsubscribed` (a pending one too, whose confirmation link then stops working), and a customer account with the address gets its newsletter setting switched off. An unknown or used token is a 404; the answer never names an address.';

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  tags,
  summary: 'Unsubscribe from the newsletter with the token of a mailed link (the storefront’s button)',
  description: unsubscribeDescription,
  request: jsonBody(newsletterUnsubscribeRequest),
  responses: {
    200: jsonResponse(messageResponse, 'Unsubscribed'),
    ...errorResponses(400, 404, 413, 415, 422, 429),
  },
});

const oneClickRoute = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe/one-click',
  tags,
  summary: 'One-click unsubscribe of mail programs (RFC 8058): the `List-Unsubscribe` URL of newsletter mail',
  description: `Mail programs POST \`List-Unsubscribe=One-Click\` (form-encoded or multipart) to the URL of the mail's \`List-Unsubscribe\` header, \`{SITE_URL}${shopApiPath('newsletter/unsubscribe/one-click')}?token=…\`. ${unsubscribeDescription}`,
  request: {
    query: newsletterOneClickQuery,
    body: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: newsletterOneClickForm } },
    },
  },
  responses: {
    200: jsonResponse(messageResponse, 'Unsubscribed'),
    ...errorResponses(400, 404, 413, 415, 422, 429),
  },
});

/** The links every newsletter mail carries: the storefront's page and the one-click URL. */
function unsubscribeLinks(ctx: ShopContext, language: Locale, token: string): OutgoingMail['unsubscribe'] {
  return {
    page: storefrontLink(ctx.config.publicUrl, language, 'newsletterUnsubscribe', token),
    oneClick: oneClickUnsubscribeLink(ctx.config.publicUrl, token),
  };
}

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
      const tokens = await startSubscription(tx, {
        email: body.email,
        language,
        now,
        ttlMinutes: NEWSLETTER_CONFIRMATION_TTL_MINUTES,
      });
      if (tokens === null) return false;
      await ctx.mailer.queue(tx, {
        to: body.email,
        locale: language,
        kind: 'confirm-newsletter',
        firstName: '',
        link: storefrontLink(ctx.config.publicUrl, language, 'newsletterConfirm', tokens.confirmToken),
        unsubscribe: unsubscribeLinks(ctx, language, tokens.unsubscribeToken),
      });
      return true;
    });
    if (queued) ctx.mailer.flush();
    return c.json({ message: c.var.messages.newsletterSignupSent }, 202);
  });

  app.openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid('json');
    const confirmed = await ctx.db.transaction(async (tx) => {
      const subscription = await confirmSubscription(tx, token, ctx.clock.now());
      if (subscription === null) return false;
      await ctx.mailer.queue(tx, {
        to: subscription.email,
        locale: subscription.language,
        kind: 'newsletter-welcome',
        firstName: '',
        unsubscribe: unsubscribeLinks(ctx, subscription.language, subscription.unsubscribeToken),
      });
      return true;
    });
    if (!confirmed) throw invalidActionToken();
    ctx.mailer.flush();
    return c.json({ message: c.var.messages.newsletterConfirmed }, 200);
  });

  /** Both ways of unsubscribing: rate limited per IP, one atomic use of the token. */
  async function unsubscribeWith(token: string, ip: string | undefined): Promise<void> {
    await enforceRateLimits(ctx, [[rateLimitRules.unsubscribePerIp, ip]]);
    const done = await ctx.db.transaction((tx) => unsubscribe(tx, token, ctx.clock.now()));
    if (!done) throw new ApiError(404, (m) => m.unsubscribeLinkInvalid);
  }

  app.openapi(unsubscribeRoute, async (c) => {
    await unsubscribeWith(c.req.valid('json').token, clientIp(c));
    return c.json({ message: c.var.messages.newsletterUnsubscribed }, 200);
  });

  app.openapi(oneClickRoute, async (c) => {
    await unsubscribeWith(c.req.valid('query').token, clientIp(c));
    return c.json({ message: c.var.messages.newsletterUnsubscribed }, 200);
  });
}
