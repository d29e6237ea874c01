import { sendJson, writeHead } from '../json';
import type { Route } from '../route-contract';

const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

/**
 * `/shop-api/*` → the shop API (read only), so the Studio's product picker calls its own origin
 * and needs neither CORS on the shop nor a second certificate.
 */
export function shopProxyRoutes(shopApiUrl: string): Route[] {
  const base = shopApiUrl.replace(/\/+$/, '');
  return [
    {
      method: 'GET',
      pattern: /^\/shop-api(\/.*)?$/,
      access: 'public',
      async handle(req, res, { url }) {
        // The raw (still encoded) path, so the shop sees exactly what the Studio asked for.
        const target = `${base}${url.pathname.slice('/shop-api'.length)}${url.search}`;
        const headers: Record<string, string> = {};
        for (const name of FORWARDED_REQUEST_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        let upstream: Response;
        try {
          upstream = await fetch(target, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
        } catch (error) {
          console.error(`[lake] shop API at ${base} unreachable:`, error instanceof Error ? error.message : error);
          return sendJson(res, 502, {
            error: 'Bad Gateway',
            message: 'The shop API is not reachable',
            statusCode: 502,
          });
        }
        const body = Buffer.from(await upstream.arrayBuffer());
        const responseHeaders: Record<string, string> = { 'content-length': String(body.length) };
        for (const name of FORWARDED_RESPONSE_HEADERS) {
          const value = upstream.headers.get(name);
          if (value !== null) responseHeaders[name] = value;
        }
        writeHead(res, upstream.status, responseHeaders);
        res.end(body);
      },
    },
  ];
}
