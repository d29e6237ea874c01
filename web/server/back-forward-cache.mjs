/**
 * Lets the browser keep a shared page of an anonymous visitor for back and forward. Next sends
 * every page it renders per request with `Cache-Control: …, no-store`, and a `no-store` page is
 * not put in the browser's back/forward cache: going back re-downloads and re-renders it. A page
 * the storefront marks as shared (`x-seedshop-shared`, the same HTML for every visitor without a
 * session) asked for without any cookie but the language and age cookies gets
 * `private, no-cache, max-age=0, must-revalidate` instead: no shared cache keeps it, the browser
 * asks again before every ordinary reuse, and back and forward restore it at once. A visitor with
 * a session, a cart or any other state keeps `no-store`, so a restored page never shows state that
 * has changed since.
 *
 * A page Next answers from its cache says `s-maxage=…, stale-while-revalidate=…`: a shared cache
 * in front would keep it for minutes after the storefront purged it on a change. It gets the same
 * two answers: the revalidated private page for an anonymous visitor, `no-store` for everyone
 * else (the micro-cache in front decides by the shared mark, not by this header).
 *
 * Plain JavaScript with no dependencies, so the start script and the tests load it as it is.
 */

/** A Cookie header with no cookie but the language and the age confirmation (or none at all). */
const anonymousCookies = /^(?:\s*(?:language|seedshop_adult)=[^;]*;?)*\s*$/;

export const sharedPageHeader = 'x-seedshop-shared';
export const revalidatedCacheControl = 'private, no-cache, max-age=0, must-revalidate';
/** What Next sends with a page it renders per request. */
export const perRequestCacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate';

const noStore = /(?:^|,)\s*no-store\s*(?:,|$)/i;
const sharedMaxAge = /(?:^|,)\s*s-maxage\s*=/i;

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function allowBackForwardCache(request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const anonymous = request.method === 'GET' && anonymousCookies.test(request.headers.cookie ?? '');
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadKeepingPages(statusCode, ...rest) {
    // Raw header arrays or objects handed to writeHead itself win over setHeader; Next sets its
    // headers one by one, and a response that brings its own is left as it is.
    const own = rest.some((argument) => typeof argument === 'object' && argument !== null);
    const cacheControl = this.getHeader('cache-control');
    if (!own && typeof cacheControl === 'string') {
      const restorable =
        anonymous &&
        statusCode === 200 &&
        this.getHeader(sharedPageHeader) === '1' &&
        this.getHeader('set-cookie') === undefined;
      if (restorable && (noStore.test(cacheControl) || sharedMaxAge.test(cacheControl))) {
        this.setHeader('Cache-Control', revalidatedCacheControl);
      } else if (sharedMaxAge.test(cacheControl)) {
        this.setHeader('Cache-Control', perRequestCacheControl);
      }
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
