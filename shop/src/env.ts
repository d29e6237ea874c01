/**
 * The shop API's settings — the only module that reads `process.env`. A bad value stops the
 * start with the variable's name instead of failing later in a request.
 */
import { shopApiPath } from '@seedshop/urls';
import { z } from 'zod';
import { paymentEnvFields, paymentEnvProblem } from './checkout/payment-env';
import { DEFAULT_CONTACT_INBOX } from './deps';
import { MAX_TRUSTED_PROXIES } from './http/client-ip';
import { productionSecretProblems } from './security/production-secrets';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next.js; during `next build` the in-process shop serves nothing and needs no secrets. */
    NEXT_PHASE: optionalText,
    /** Port of the standalone server. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    /**
     * Reverse proxies in front of the standalone server that append to X-Forwarded-For (0: the
     * TCP peer is the client). The in-process mount ignores it: there the storefront's gateway
     * is the one proxy.
     */
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(MAX_TRUSTED_PROXIES).default(0),
    /** Public origin of the storefront, for links in mails (shared with `web`). */
    SITE_URL: z.url({ protocol: /^https?$/u }).default('http://localhost:3000'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/u }).optional()),
    /** PGlite data folder when DATABASE_URL is unset (default `<repo>/.data/pglite`). */
    PGLITE_DATA_DIR: optionalText,
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/u }).optional()),
    /** Log level of the JSON logs (pino): trace, debug, info, warn, error, fatal, silent. */
    LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
    /** Bearer token a scraper off this machine shows to read `/metrics` (loopback needs none). */
    METRICS_TOKEN: optionalText.pipe(z.string().min(24).optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/u }).optional()),
    MAIL_FROM: z.string().min(3).default('seedshop <no-reply@seedshop.localhost>'),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET_KEY: optionalText,
    /** Signs ALTCHA challenges; must be the same on every instance. Random per process when unset; required in production. */
    ALTCHA_HMAC_KEY: optionalText.pipe(z.string().min(16).optional()),
    /** Signs the guests' links to their orders; must be the same on every instance. Random per process when unset; required in production. */
    ORDER_LINK_SECRET: optionalText.pipe(z.string().min(32).optional()),
    /** Where the browser widget fetches challenges (through the storefront's mount of the shop API). */
    ALTCHA_CHALLENGE_URL: z.string().min(1).default(shopApiPath('customer/captcha/challenge')),
    ACCESS_TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(60),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /**
     * `GET /dev/mailbox`, for loopback clients only; default on in development without SMTP. Off in
     * production whatever this says — the outbox holds every reset link — except in the one-machine
     * demo (SEEDSHOP_DEMO).
     */
    SHOP_DEV_MAILBOX: flag,
    /**
     * The one-machine demo (`pnpm start` sets it): a production build that serves demo data on
     * loopback, with no mail server, so its mails are read in the dev mailbox.
     */
    SEEDSHOP_DEMO: flag,
    /**
     * Load the generated demo catalogue into empty catalogue tables at start: default on, but off for
     * a PostgreSQL database in production (a fresh production database must not fill with made-up
     * products) unless this says so or it is the one-machine demo (SEEDSHOP_DEMO). The embedded
     * database is the demo's and development's, and `next build` prerenders the home page from it.
     */
    DEMO_CATALOGUE: flag,
    /** Products of the demo catalogue (400; 100,000 for benchmarks). */
    DEMO_CATALOGUE_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(400),
    /** Bearer token of the staff endpoints; they are closed while it is unset. Required in production. */
    SHOP_STAFF_TOKEN: optionalText.pipe(z.string().min(24).optional()),
    /** The shop's inbox for the contact form (replies go straight to the sender). */
    SHOP_CONTACT_INBOX: z.string().trim().pipe(z.email()).default(DEFAULT_CONTACT_INBOX),
    /**
     * Origins allowed to read `GET /catalogue/*` from a browser, comma-separated: the product picker of
     * `sanity dev`. The Studio the content lake serves asks through the lake's same-origin proxy instead.
     */
    SHOP_CORS_ORIGINS: z
      .string()
      .default('http://localhost:3334')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/u }).transform((origin) => new URL(origin).origin))),
    /**
     * Where the promotions' pricing rules come from — the storefront's content settings, same names
     * and defaults (docs/adr/0024-promotion-pricing-rules.md): a Sanity project when
     * SANITY_PROJECT_ID is set, otherwise the embedded content lake at LAKE_URL.
     */
    SANITY_PROJECT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9-]+$/u, 'a Sanity project id (a-z, 0-9, -)')
        .optional(),
    ),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/u, 'a Sanity dataset name')
      .default('production'),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/u, 'a date such as 2025-10-01')
      .default('2025-10-01'),
    LAKE_URL: z
      .url({ protocol: /^https?$/u })
      .transform((url) => url.replace(/\/+$/u, ''))
      .default('https://localhost:3333'),
    LAKE_DATASET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/u, 'a dataset name')
      .default('production'),
    /**
     * Secret of the signed GROQ webhook (`POST /pricing/sync`): Sanity's (SANITY_REVALIDATE_SECRET)
     * or the lake's (CONTENT_WEBHOOK_SECRET). Unset: the route refuses every request and the rules
     * arrive by the periodic resync only.
     */
    SANITY_REVALIDATE_SECRET: optionalText,
    CONTENT_WEBHOOK_SECRET: optionalText,
    /** Minutes between two reads of the published pricing rules (besides start and webhooks). */
    PRICE_RULES_RESYNC_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(5),
    ...paymentEnvFields,
  })
  .superRefine((env, context) => {
    const payment = paymentEnvProblem(env);
    if (payment !== null) context.addIssue({ code: 'custom', path: [payment.path], message: payment.message });
    // A production shop refuses to start with a missing or guessable secret (security/production-secrets.ts).
    for (const problem of productionSecretProblems(env)) {
      context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
    if ((env.RECAPTCHA_SITE_KEY === undefined) !== (env.RECAPTCHA_SECRET_KEY === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SECRET_KEY'],
        message: 'set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SHOP_DEV_MAILBOX:
      (env.NODE_ENV !== 'production' || env.SEEDSHOP_DEMO === true) &&
      (env.SHOP_DEV_MAILBOX ?? env.SMTP_URL === undefined),
    /** SHOP_DEV_MAILBOX=true that production overruled (worth a warning at start). */
    SHOP_DEV_MAILBOX_OVERRULED:
      env.NODE_ENV === 'production' && env.SEEDSHOP_DEMO !== true && env.SHOP_DEV_MAILBOX === true,
    DEMO_CATALOGUE:
      env.DEMO_CATALOGUE ??
      (env.NODE_ENV !== 'production' || env.SEEDSHOP_DEMO === true || env.DATABASE_URL === undefined),
  }));

export type ShopEnv = z.infer<typeof schema>;

/** Validates a set of variables (tests pass their own). */
export function parseShopEnv(source: Readonly<Record<string, string | undefined>>): ShopEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid shop settings:\n${problems}`);
}

/** The settings of this process. */
export function loadShopEnv(): ShopEnv {
  return parseShopEnv(process.env);
}
