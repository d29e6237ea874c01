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
 * Plain JavaScript with no dependencies, so the start script and the tests load it as it is.
 */

/** A Cookie header with no cookie but the language and the age confirmation (or none at all). */
const anonymousCookies = /^(?:\s*(?:language|seedshop_adult)=[^;]*;?)*\s*$/;

export const sharedPageHeader = 'x-seedshop-shared';
export const revalidatedCacheControl = 'private, no-cache, max-age=0, must-revalidate';

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function allowBackForwardCache(request, response) {
  if (request.method !== 'GET' || !anonymousCookies.test(request.headers.cookie ?? '')) return;
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadKeepingPages(statusCode, ...rest) {
    // Raw header arrays or objects handed to writeHead itself win over setHeader; Next sets its
    // headers one by one, and a response that brings its own is left as it is.
    const own = rest.some((argument) => typeof argument === 'object' && argument !== null);
    const cacheControl = this.getHeader('cache-control');
    if (
      !own &&
      statusCode === 200 &&
      this.getHeader(sharedPageHeader) === '1' &&
      this.getHeader('set-cookie') === undefined &&
      typeof cacheControl === 'string' &&
      /(?:^|,)\s*no-store\s*(?:,|$)/i.test(cacheControl)
    ) {
      this.setHeader('Cache-Control', revalidatedCacheControl);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
