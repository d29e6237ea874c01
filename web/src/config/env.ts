import 'server-only';
import { z } from 'zod';

/**
 * The only place in `web` that reads `process.env` (enforced by lint). Every setting is validated
 * once at start-up; a bad value fails loudly with the variable's name instead of misbehaving later.
 */
const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Public origin of the storefront, used for canonical and hreflang URLs. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Seconds the proxy keeps the server-defined redirect map before reloading it. */
  REDIRECTS_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Build id baked in by next.config.ts; `dev` when running `next dev`. */
  SEEDSHOP_BUILD_ID: z.string().min(1).default('dev'),
  /**
   * A separately running shop API (e.g. `http://shop.internal:4000/`). Unset: the shop API runs
   * in-process behind `shopApiMountPath` (@seedshop/urls) with the shop's own defaults (embedded PGlite, dev mailbox).
   */
  SHOP_API_URL: z.url().optional(),
  /** Next's cache shared by every instance in Redis (web/server/shared-cache.mjs); unset: one per process. */
  REDIS_URL: z.string().min(1).optional(),
  /**
   * Content (docs/adr/0016-content-source.md). Unset: the embedded content lake (`LAKE_URL`, started
   * by `pnpm start`). Set: the Sanity project's CDN (published) and draft mode.
   */
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a Sanity project id (a-z, 0-9, -)')
    .optional(),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name')
    .default('production'),
  SANITY_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2025-10-01')
    .default('2025-10-01'),
  /** Viewer token: draft mode reads drafts with it. Optional; without it draft mode is unavailable. */
  SANITY_READ_TOKEN: z.string().min(1).optional(),
  /**
   * Where editors open the Studio (e.g. `https://seedshop.sanity.studio`): Visual Editing's
   * click-to-edit links in draft mode point there. Unset: the lake's own Studio at `LAKE_URL`.
   */
  SANITY_STUDIO_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** Secret of the Sanity GROQ webhook (`/api/revalidate`); required with SANITY_PROJECT_ID. */
  SANITY_REVALIDATE_SECRET: z.string().min(16).optional(),
  /**
   * The embedded content lake (lake/, Sanity's HTTP API on this machine) that serves content when
   * no Sanity project is set. Its certificate is self-signed: Node trusts it through
   * `NODE_EXTRA_CA_CERTS=<lake data>/tls/cert.pem`, which `pnpm start` and the build set.
   */
  LAKE_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://localhost:3333'),
  LAKE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a project id (a-z, 0-9, -)')
    .default('local'),
  LAKE_DATASET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a dataset name')
    .default('production'),
  /** The lake's editor token (`<lake data>/editor-token`): draft mode reads drafts with it. Optional. */
  LAKE_READ_TOKEN: z.string().min(1).optional(),
  /**
   * Secret of the revalidation webhook the lake sends (`/api/revalidate`): the lake's own, made in
   * its data folder (`webhook-secret`), which `pnpm start`, `pnpm dev` and the build pass on. No
   * default: unset (''), `/api/revalidate` refuses every request; production needs a strong one.
   */
  CONTENT_WEBHOOK_SECRET: z.union([z.literal(''), z.string().min(16)]).default(''),
});

/** Settings that depend on each other. */
const checkedSchema = serverSchema.refine(
  (settings) => settings.SANITY_PROJECT_ID === undefined || settings.SANITY_REVALIDATE_SECRET !== undefined,
  { message: 'SANITY_REVALIDATE_SECRET is required when SANITY_PROJECT_ID is set', path: ['SANITY_REVALIDATE_SECRET'] },
);

/** Secrets that were defaults in this repository: anyone can read them, so they protect nothing. */
const PUBLISHED_WEBHOOK_SECRETS = ['seedshop-local-content-webhook-secret'];
const MIN_PRODUCTION_WEBHOOK_SECRET = 32;

/**
 * A production server reading the lake needs a strong webhook secret (anyone who can sign purges
 * any cache tag, the redirect map included). `next build` (NEXT_PHASE) receives no webhooks.
 */
const startableSchema = checkedSchema.refine(
  (settings) =>
    settings.NODE_ENV !== 'production' ||
    settings.SANITY_PROJECT_ID !== undefined ||
    process.env.NEXT_PHASE === 'phase-production-build' ||
    (settings.CONTENT_WEBHOOK_SECRET.length >= MIN_PRODUCTION_WEBHOOK_SECRET &&
      !PUBLISHED_WEBHOOK_SECRETS.includes(settings.CONTENT_WEBHOOK_SECRET)),
  {
    message:
      `in production set it to the content lake's webhook secret (at least ${MIN_PRODUCTION_WEBHOOK_SECRET} random ` +
      "characters; the lake's data folder has it in webhook-secret, and pnpm start passes it on). " +
      'The published default is refused.',
    path: ['CONTENT_WEBHOOK_SECRET'],
  },
);

export type ServerEnv = z.infer<typeof serverSchema>;

function parseEnv(): ServerEnv {
  const result = startableSchema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    SITE_URL: process.env.SITE_URL,
    REDIRECTS_TTL_SECONDS: process.env.REDIRECTS_TTL_SECONDS,
    SEEDSHOP_BUILD_ID: process.env.SEEDSHOP_BUILD_ID,
    SHOP_API_URL: process.env.SHOP_API_URL || undefined,
    REDIS_URL: process.env.REDIS_URL || undefined,
    SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID || undefined,
    SANITY_DATASET: process.env.SANITY_DATASET || undefined,
    SANITY_API_VERSION: process.env.SANITY_API_VERSION || undefined,
    SANITY_READ_TOKEN: process.env.SANITY_READ_TOKEN || undefined,
    SANITY_REVALIDATE_SECRET: process.env.SANITY_REVALIDATE_SECRET || undefined,
    SANITY_STUDIO_URL: process.env.SANITY_STUDIO_URL || undefined,
    LAKE_URL: process.env.LAKE_URL || undefined,
    LAKE_PROJECT_ID: process.env.LAKE_PROJECT_ID || undefined,
    LAKE_DATASET: process.env.LAKE_DATASET || undefined,
    LAKE_READ_TOKEN: process.env.LAKE_READ_TOKEN || undefined,
    CONTENT_WEBHOOK_SECRET: process.env.CONTENT_WEBHOOK_SECRET || undefined,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for @seedshop/web:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

export const env: ServerEnv = parseEnv();
