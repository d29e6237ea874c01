import { sendJson, sendNotFound, writeHead } from '../json';
import type { Route } from '../route-contract';

/** Only content negotiation goes on to the shop: never cookies, Authorization or other headers. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language'] as const;
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'] as const;

/**
 * What the Studio's product picker reads (studio/src/product-picker/shop-search.ts): the product
 * listing and the procedural product images and seed-bank logos its answers link to. Every other
 * shop path (accounts, sign-in, the dev mailbox, orders) stays out of reach of the lake's origin.
 */
const PICKER_PATHS: readonly RegExp[] = [
  /^\/catalogue\/products$/,
  /^\/catalogue\/images\/products\/[A-Za-z0-9_-]{1,64}\/[1-9]\.svg$/,
  /^\/catalogue\/images\/seed-banks\/[a-z0-9-]{1,160}\.svg$/,
];

export function isPickerPath(path: string): boolean {
  return PICKER_PATHS.some((pattern) => pattern.test(path));
}

/**
 * The shop's SVGs are served on the Studio's origin here: they must not run script there (nor
 * be sniffed into anything else), whatever the shop answers.
 */
const SANDBOX_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/**
 * `/shop-api/*` → the shop API, for the Studio's product picker only (PICKER_PATHS, GET), so the
 * picker calls its own origin and needs neither CORS on the shop nor a second certificate.
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
        const path = url.pathname.slice('/shop-api'.length);
        if (!isPickerPath(path)) return sendNotFound(res);
        const target = `${base}${path}${url.search}`;
        const headers: Record<string, string> = {};
        for (const name of FORWARDED_REQUEST_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        let upstream: Response;
        try {
          upstream = await fetch(target, {
            headers,
            redirect: 'manual',
            credentials: 'omit',
            signal: AbortSignal.timeout(15_000),
          });
        } catch (error) {
          console.error(`[lake] shop API at ${base} unreachable:`, error instanceof Error ? error.message : error);
          return sendJson(res, 502, {
            error: 'Bad Gateway',
            message: 'The shop API is not reachable',
            statusCode: 502,
          });
        }
        const body = Buffer.from(await upstream.arrayBuffer());
        const responseHeaders: Record<string, string> = { 'content-length': String(body.length), ...SANDBOX_HEADERS };
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
