/**
 * The storefront the Presentation tool frames. A hosted Studio is built with
 * SANITY_STUDIO_PREVIEW_URL; the Studio the lake serves asks the lake (`/studio-settings`), which
 * knows the storefront it was started with — the built Studio stays the same whatever ports run.
 */
export const defaultStorefrontOrigin = 'http://localhost:3000';

export interface StorefrontOriginSource {
  /** SANITY_STUDIO_PREVIEW_URL at build time. */
  readonly configured: string | undefined;
  /** The lake's origin in lake mode, else undefined. */
  readonly lakeUrl: string | undefined;
  readonly fetch: (url: string) => Promise<Response>;
}

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export async function storefrontOrigin({ configured, lakeUrl, fetch }: StorefrontOriginSource): Promise<string> {
  if (configured !== undefined) return withoutTrailingSlash(configured);
  if (lakeUrl === undefined) return defaultStorefrontOrigin;
  const response = await fetch(`${lakeUrl}/studio-settings`);
  if (!response.ok) throw new Error(`The lake did not say where the storefront is (${response.status})`);
  const settings: unknown = await response.json();
  if (typeof settings === 'object' && settings !== null && 'previewUrl' in settings) {
    const { previewUrl } = settings;
    if (typeof previewUrl === 'string' && /^https?:\/\//.test(previewUrl)) return withoutTrailingSlash(previewUrl);
  }
  throw new Error('The lake answered /studio-settings without a previewUrl');
}
