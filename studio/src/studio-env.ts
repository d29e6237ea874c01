/**
 * The Studio's settings, read once. Every value has an offline default so `sanity dev` and
 * `sanity build` work on a fresh machine without an account.
 *
 * Two modes:
 * - **lake** (no SANITY_STUDIO_PROJECT_ID): the embedded content lake serves the built Studio, so
 *   the API, the images and the shop proxy are all on the page's own origin, whatever port the lake
 *   listens on — nothing about the lake is baked in at build time. `sanity dev` (another origin)
 *   talks to the lake at https://localhost:3333 unless SANITY_STUDIO_API_HOST says otherwise.
 * - **hosted**: a Sanity project, Sanity's API and sign-in.
 */
import { shopApiMountPath } from '@seedshop/urls';

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/** The lake's default address for a Studio that it does not serve itself (`sanity dev`). */
const defaultLakeUrl = 'https://localhost:3333';

/**
 * The page's origin; `undefined` where the config is evaluated outside a browser (the CLI loads
 * it in Node for `schema extract` and the build manifest, where no request is ever sent).
 */
function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/** True in `sanity dev` (Vite's dev server), false in the built Studio and in Node. */
const isDevServer = import.meta.env?.DEV === true;

const projectId = nonEmpty(process.env.SANITY_STUDIO_PROJECT_ID) ?? 'local';
const explicitApiHost = nonEmpty(process.env.SANITY_STUDIO_API_HOST);
const lakeMode = projectId === 'local';
/** The built Studio opened from the lake: the API is its own origin. */
const servedByLake = lakeMode && explicitApiHost === undefined && !isDevServer;

function apiHost(): string | undefined {
  if (explicitApiHost !== undefined) return withoutTrailingSlash(explicitApiHost);
  if (!lakeMode) return undefined;
  return isDevServer ? defaultLakeUrl : pageOrigin();
}

function shopApiUrl(): string {
  const explicit = nonEmpty(process.env.SANITY_STUDIO_SHOP_API_URL);
  if (explicit !== undefined) return withoutTrailingSlash(explicit);
  // The lake proxies `/shop-api/*` to the shop, so the picker needs no CORS from a built Studio.
  const origin = servedByLake ? pageOrigin() : undefined;
  return origin === undefined ? `http://localhost:3000${shopApiMountPath}` : `${origin}/shop-api`;
}

export const studioEnv = {
  /** Sanity project; `local` = the embedded content lake. */
  projectId,
  dataset: nonEmpty(process.env.SANITY_STUDIO_DATASET) ?? 'production',
  /** True when the Studio talks to the embedded lake (sign-in with the lake's editor token). */
  lakeMode,
  /** Content API origin when it is not Sanity's hosted one (the lake, a test double). */
  apiHost: apiHost(),
  /** Base URL of the shop API the product picker searches (no trailing slash). */
  shopApiUrl: shopApiUrl(),
  /** The storefront the Presentation tool frames; unset: the lake says (`/studio-settings`). */
  previewUrl: nonEmpty(process.env.SANITY_STUDIO_PREVIEW_URL),
} as const;
