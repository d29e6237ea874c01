import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopApiMountPath, shopApiPath } from '@seedshop/urls';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The seed content imported on first start (Sanity export format, committed in the repo). */
export const SEED_DATASET = join(repoRoot, 'demo-content', 'dataset', 'data.ndjson');
const SEED_IMAGES = join(repoRoot, 'demo-content', 'dataset', 'images');

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  );

/** The lake's settings, read from the environment in this one place and validated. */
const settingsSchema = z.object({
  LAKE_DATA_DIR: z
    .string()
    .min(1)
    .default(join(repoRoot, '.data', 'lake')),
  LAKE_HOST: z.string().min(1).default('127.0.0.1'),
  LAKE_PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  LAKE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('local'),
  LAKE_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .default('production'),
  LAKE_STUDIO_DIR: z.string().min(1).optional(),
  LAKE_TLS_DIR: z.string().min(1).optional(),
  /** Comma-separated receivers, served in order: the shop's price-rule sync, then the storefront. */
  LAKE_WEBHOOK_URL: z
    .string()
    .default(`http://localhost:3000${shopApiPath('pricing/sync')},http://localhost:3000/api/revalidate`),
  /** Unset: the lake's own, generated in the data folder (`webhook-secret`). */
  CONTENT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Extra NDJSON files imported with the seed content on first start (the e2e fixture). */
  LAKE_IMPORT_EXTRA: list,
  /**
   * Where `./images/` of the imported files' `_sanityAsset` markers point: the seed's images, which
   * extra files (the e2e fixture) reuse.
   */
  LAKE_IMPORT_IMAGES_DIR: z.string().min(1).default(SEED_IMAGES),
  /** Skip the seed content (an empty lake). */
  LAKE_IMPORT_SEED: z.enum(['true', 'false']).default('true'),
  LAKE_CORS_ORIGINS: list,
  /** Origin of asset URLs (`asset.url`); default `https://localhost:<port>`. No path, query or hash. */
  LAKE_PUBLIC_URL: z
    .string()
    .url()
    .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), 'an origin such as https://cms.example.com (no path)')
    .optional(),
  SHOP_API_URL: z.string().url().default(`http://localhost:3000${shopApiMountPath}`),
  /** The storefront's origin, which the Studio's Presentation tool frames (`/studio-settings`). */
  LAKE_PREVIEW_URL: z.string().url().default('http://localhost:3000'),
  /** Disk space for resized images in MB; the least recently used go when it is full. */
  LAKE_IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(1_000_000).default(256),
  /** JSON log level (pino): trace, debug, info (default), warn, error, fatal, silent. */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  /** Bearer token that lets a scraper off this machine read `/metrics` (loopback needs none). */
  METRICS_TOKEN: z.string().min(24).optional(),
  /** Where `pnpm …` was invoked (pnpm runs scripts in lake/): relative export paths start there. */
  INIT_CWD: z.string().min(1).optional(),
});

export type LakeSettings = z.infer<typeof settingsSchema>;

export function readSettings(env: NodeJS.ProcessEnv): LakeSettings {
  const parsed = settingsSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
  throw new Error(`Invalid lake settings:\n${problems}`);
}
