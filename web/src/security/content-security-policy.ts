/**
 * The storefront's Content-Security-Policy (docs/adr/0036-content-security-policy.md).
 *
 * Scripts: a fresh nonce per request and `'strict-dynamic'` — Next puts the nonce on every script
 * it renders (it reads it from the request's `Content-Security-Policy` header, which the proxy
 * sets), and the scripts those load are trusted in turn. A prerendered page was rendered before the
 * request and carries no nonce: the storefront's server swaps the nonce for the hashes of its
 * inline scripts and `'self'` for its files (web/server/csp-hashes.mjs). No `'unsafe-inline'` for
 * scripts either way.
 *
 * Styles keep `'unsafe-inline'`: React writes `style` attributes (image placeholders, progress
 * bars, the Visual Editing overlay), which a nonce cannot cover; styles cannot run script.
 */

/** Where content videos play from (web/src/content/blocks/video-source.ts). */
const videoPlayers = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/** A hosted Sanity project's images and files. */
const sanityCdn = 'https://cdn.sanity.io';

export interface PolicyOptions {
  /** Base64 nonce of this request (`createNonce`). */
  readonly nonce: string;
  /**
   * The Studio origin that may frame this page (a draft-mode page in the Presentation tool), or
   * null: no site may frame it.
   */
  readonly framingStudio: string | null;
}

/** 16 random bytes, base64: unguessable and fresh for every request. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The policy of one page response. */
export function contentSecurityPolicy({ nonce, framingStudio }: PolicyOptions): string {
  const studio = framingStudio === null ? [] : [framingStudio];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    // Under 'strict-dynamic' a host source does not count for scripts: the captcha's worker is
    // allowed here by name.
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', sanityCdn, ...studio],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", sanityCdn],
    'frame-src': videoPlayers,
    // The Visual Editing overlay talks to the Studio that frames the draft page.
    'connect-src': ["'self'", ...studio],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': framingStudio === null ? ["'none'"] : ["'self'", framingStudio],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The origin of the Studio URL, or null when there is none or it does not parse. */
export function studioOrigin(studioUrl: string | null): string | null {
  if (studioUrl === null) return null;
  try {
    return new URL(studioUrl).origin;
  } catch {
    return null;
  }
}
