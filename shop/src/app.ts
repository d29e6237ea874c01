import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import type { ShopDeps } from './deps';
import { ApiError } from './http/api-error';
import type { AppEnv, ShopApp } from './http/app-env';
import { onError, onNotFound, renderError } from './http/error-handler';
import { catalogueCors } from './http/catalogue-cors';
import { clientAddress, IN_PROCESS_TRUSTED_PROXIES } from './http/client-ip';
import { requestLocale } from './http/request-locale';
import { validationHook } from './http/validation';
import { createLogger } from './ops/logger';
import { requestContext } from './ops/request-context';
import { createMailer } from './mail/mailer';
import { registerAccountRoutes } from './routes/account-routes';
import { registerAddressRoutes } from './routes/address-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerCaptchaRoutes } from './routes/captcha-routes';
import { registerCartRoutes } from './routes/cart-routes';
import { registerCatalogueRoutes } from './routes/catalogue-routes';
import { registerCheckoutRoutes } from './routes/checkout-routes';
import { registerComparisonRoutes } from './routes/comparison-routes';
import { registerContactRoutes } from './routes/contact-routes';
import { registerDevMailboxRoutes } from './routes/dev-mailbox-routes';
import { registerEmailRoutes } from './routes/email-routes';
import { registerFavouriteRoutes } from './routes/favourite-routes';
import { registerLifecycleRoutes } from './routes/lifecycle-routes';
import { registerNewsletterRoutes } from './routes/newsletter-routes';
import { registerOrderRoutes } from './routes/order-routes';
import { registerPasswordRoutes } from './routes/password-routes';
import { registerPricingRoutes } from './routes/pricing-routes';
import { registerReviewRoutes } from './routes/review-routes';
import { registerMyReviewRoutes } from './routes/my-review-routes';
import { registerAccountSummaryRoutes } from './routes/account-summary-routes';
import { registerStaffOrderRoutes } from './routes/staff-order-routes';
import { registerNotificationRoutes } from './routes/notification-routes';
import { registerStaffVariantRoutes } from './routes/staff-variant-routes';
import { registerSubscriptionRoutes } from './routes/subscription-routes';
import { createShopContext } from './routes/shop-context';

/** No request of this API needs more; larger bodies are refused before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The shop API as a Hono app. Everything outside — database, clock, captcha, rate limits, mail —
 * comes in through `deps`, so tests, the in-process mount in `web` and the standalone server
 * choose their own implementations.
 */
export function createShopApp(deps: ShopDeps): ShopApp {
  // `strict: false`: `/customer/captcha/settings/` (as the spec writes it) and without the slash.
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });

  const trustedProxies = deps.config.trustedProxies ?? IN_PROCESS_TRUSTED_PROXIES;
  app.use('*', clientAddress(trustedProxies));
  app.use(
    '*',
    requestContext({
      logger: deps.logger ?? createLogger('shop'),
      ...(deps.metrics === undefined ? {} : { metrics: deps.metrics }),
      trustIncoming: trustedProxies > 0,
    }),
  );
  app.use('*', requestLocale());
  app.use('*', async (c, next) => {
    await next();
    // Answers are personal or single-use (tokens, profiles, challenges): never cache them —
    // unless a route marked its answer public (the catalogue).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  // Before the 405 answer, which would otherwise take a preflight (OPTIONS) for a wrong method.
  const corsOrigins = deps.config.corsOrigins ?? [];
  if (corsOrigins.length > 0) app.use('/catalogue/*', catalogueCors(corsOrigins));
  app.use(
    '*',
    methodNotAllowed<AppEnv>({
      app,
      onMethodNotAllowed: (c, methods) =>
        renderError(c, new ApiError(405, (m) => m.methodNotAllowed, undefined, { Allow: methods.join(', ') })),
    }),
  );
  app.use(
    '*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => renderError(c, new ApiError(413, (m) => m.payloadTooLarge)) }),
  );
  app.onError(onError);
  app.notFound(onNotFound);

  const mailer = createMailer({
    db: deps.db,
    clock: deps.clock,
    render: deps.mail.render,
    transport: deps.mail.transport,
  });
  const ctx = createShopContext(deps, mailer);
  registerAuthRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerEmailRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerLifecycleRoutes(app, ctx);
  registerAddressRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  registerCatalogueRoutes(app, ctx);
  registerReviewRoutes(app, ctx);
  registerMyReviewRoutes(app, ctx);
  registerAccountSummaryRoutes(app, ctx);
  registerCartRoutes(app, ctx);
  registerFavouriteRoutes(app, ctx);
  registerCheckoutRoutes(app, ctx);
  registerComparisonRoutes(app, ctx);
  registerContactRoutes(app, ctx);
  registerNewsletterRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerStaffOrderRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx, deps.pricing?.sync);
  registerNotificationRoutes(app, ctx);
  registerStaffVariantRoutes(app, ctx);
  if (deps.pricing) registerPricingRoutes(app, deps.pricing);
  if (deps.config.devMailbox) registerDevMailboxRoutes(app, ctx);
  // Mail left over from an earlier run (SMTP was down) goes out now; later mail flushes it too.
  if (deps.mail.transport !== null) mailer.flush();

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` of login or refresh.',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'seedshop shop API',
      version: '1.0.0',
      description:
        'Customer accounts of seedshop. JSON with snake_case keys; every error is `{message, errors?}`, translated by Accept-Language (en, de, fr, es).',
    },
  });
  return app;
}
