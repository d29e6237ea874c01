import type { RedirectRule } from '@/routing/redirects';

/**
 * What the proxy needs from the rest of the server. Asking its own origin over HTTP would be a
 * request loop (a page request waiting on a second request through the same server, which under
 * load queues behind the first); the proxy bundle carries neither the shop nor the content source.
 * So `instrumentation.ts` installs these once at start on a global, and the proxy calls them in
 * the same process.
 */
export interface InProcessServices {
  /** The shop API's browser door (`/api/shop/…`): session and guest cookies in, `Set-Cookie` out. */
  readonly gateway: (request: Request) => Promise<Response>;
  /** The shop API itself: in this process, or at SHOP_API_URL. */
  readonly shop: (request: Request) => Promise<Response>;
  /** The published CMS redirect documents as rules with full paths. */
  readonly cmsRedirects: () => Promise<readonly RedirectRule[]>;
}

const KEY = Symbol.for('seedshop.inProcessServices');
const slot = globalThis as typeof globalThis & { [KEY]?: InProcessServices };

export function installInProcessServices(services: InProcessServices): void {
  slot[KEY] = services;
}

/** The installed services; throws before `instrumentation.ts` has run (callers treat it as a failed read). */
export function inProcessServices(): InProcessServices {
  const services = slot[KEY];
  if (services === undefined) throw new Error('the in-process services are not installed (instrumentation.ts)');
  return services;
}
