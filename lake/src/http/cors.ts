import type { LakeHttpRequest, LakeHttpResponse } from './route-contract';

/** `sanity dev` serves the Studio here while developing the Studio itself. */
const STUDIO_DEV_ORIGIN = 'http://localhost:3334';

/**
 * Which browser origins may call the lake with credentials: the lake's own origin (the Studio it
 * serves, on `localhost` or any `*.localhost` name, e.g. the project host the Studio calls), the
 * Studio dev server, and any extra origins the operator lists (`LAKE_CORS_ORIGINS`).
 */
export function createOriginCheck(port: number, extraOrigins: readonly string[]): (origin: string) => boolean {
  const extra = new Set([STUDIO_DEV_ORIGIN, ...extraOrigins.map((origin) => origin.replace(/\/+$/, ''))]);
  const own = new RegExp(`^https://(?:[a-z0-9-]+\\.)*localhost:${port}$|^https://127\\.0\\.0\\.1:${port}$`, 'i');
  return (origin) => own.test(origin) || extra.has(origin);
}

/**
 * Sets CORS headers for an allowed Origin. Returns true when the request was a preflight, which
 * the caller then answers with 204 and no body.
 */
export function applyCors(
  req: LakeHttpRequest,
  res: LakeHttpResponse,
  isAllowed: (origin: string) => boolean,
): boolean {
  const origin = req.headers.origin;
  const preflight = req.method === 'OPTIONS';
  res.setHeader('vary', 'Origin');
  if (typeof origin !== 'string' || !isAllowed(origin)) return preflight;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  if (preflight) {
    res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    // Echo what the Studio asks for (Authorization, Content-Type, its own tracing headers).
    const requested = req.headers['access-control-request-headers'];
    res.setHeader(
      'access-control-allow-headers',
      typeof requested === 'string' && requested !== '' ? requested : 'Authorization, Content-Type',
    );
    res.setHeader('access-control-max-age', '600');
  }
  return preflight;
}
