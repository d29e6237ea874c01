/**
 * The Studio's settings, read once. Every value has an offline default so `sanity dev` and
 * `sanity build` work on a fresh machine without an account.
 */
const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const studioEnv = {
  /** Sanity project; `local` = the embedded lake (or nothing) until a real project is configured. */
  projectId: nonEmpty(process.env.SANITY_STUDIO_PROJECT_ID) ?? 'local',
  dataset: nonEmpty(process.env.SANITY_STUDIO_DATASET) ?? 'production',
  /** Content API origin when it is not Sanity's hosted one (the embedded lake, a test double). */
  apiHost: nonEmpty(process.env.SANITY_STUDIO_API_HOST),
  /** Base URL of the shop API the product picker searches (no trailing slash). */
  shopApiUrl: (nonEmpty(process.env.SANITY_STUDIO_SHOP_API_URL) ?? 'http://localhost:3000/api/shop').replace(
    /\/+$/,
    '',
  ),
} as const;
