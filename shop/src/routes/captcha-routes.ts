import { createRoute } from '@hono/zod-openapi';
import { captchaChallenge, captchaSettings } from '../contract';
import { notFound } from '../http/api-error';
import type { ShopApp } from '../http/app-env';
import { errorResponses, jsonResponse, named } from './openapi-kit';
import type { ShopContext } from './shop-context';

const tags = ['captcha'];

export function registerCaptchaRoutes(app: ShopApp, ctx: ShopContext): void {
  app.openapi(
    createRoute({
      method: 'get',
      // Served with and without the trailing slash the spec writes (the app is not strict).
      path: '/customer/captcha/settings',
      tags,
      summary: 'Which captcha the forms use, and its site key (reCAPTCHA) or challenge URL (ALTCHA)',
      description: 'Also answers at `/customer/captcha/settings/`, the path the storefront calls.',
      responses: { 200: jsonResponse(named(captchaSettings, 'CaptchaSettings'), 'Settings') },
    }),
    (c) => {
      const settings = ctx.captcha.settings();
      return c.json({ provider: settings.provider, site_key: settings.siteKey }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/customer/captcha/challenge',
      tags,
      summary: 'A fresh ALTCHA challenge for the widget (404 when reCAPTCHA is configured)',
      responses: { 200: jsonResponse(captchaChallenge, 'Challenge'), ...errorResponses(404) },
    }),
    async (c) => {
      const challenge: unknown = await ctx.captcha.challenge();
      const parsed = captchaChallenge.safeParse(challenge);
      if (!parsed.success) throw notFound();
      // Every challenge is new: caches must not hand one to two visitors.
      c.header('Cache-Control', 'no-store');
      return c.json(parsed.data, 200);
    },
  );
}
