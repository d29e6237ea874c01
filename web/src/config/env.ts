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
   * in-process behind `/api/shop` with the shop's own defaults (embedded PGlite, dev mailbox).
   */
  SHOP_API_URL: z.url().optional(),
});

export type ServerEnv = z.infer<typeof serverSchema>;

function parseEnv(): ServerEnv {
  const result = serverSchema.safeParse({
    NODE_ENV: process.env.NODE_ENV,
    SITE_URL: process.env.SITE_URL,
    REDIRECTS_TTL_SECONDS: process.env.REDIRECTS_TTL_SECONDS,
    SEEDSHOP_BUILD_ID: process.env.SEEDSHOP_BUILD_ID,
    SHOP_API_URL: process.env.SHOP_API_URL || undefined,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment for @seedshop/web:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}

export const env: ServerEnv = parseEnv();
