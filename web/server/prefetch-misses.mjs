/**
 * A router prefetch of a page that does not exist is answered with its status and no body. Next's
 * router drops a prefetch answered with an error status without reading or cancelling its body, and
 * the browser then holds that response open as a request in flight: a page whose links lead to a
 * missing page never becomes network-idle, and over HTTP/1.1 such responses take the connections
 * the page's own requests need. With no body there is nothing left to read; a click on the link
 * still loads the page (and its 404) the ordinary way.
 *
 * Plain JavaScript with no dependencies, so the start script and the tests load it as it is.
 */

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function emptyFailedPrefetches(request, response) {
  if (request.method !== 'GET' || request.headers['next-router-prefetch'] === undefined) return;
  const { writeHead, write, end } = response;
  let empty = false;
  response.writeHead = function writeHeadWithoutBody(statusCode, ...rest) {
    if (statusCode >= 400) {
      empty = true;
      for (const name of ['content-encoding', 'transfer-encoding', 'vary']) this.removeHeader(name);
      this.setHeader('Content-Length', '0');
      this.setHeader('Cache-Control', 'no-store');
      // Headers handed to writeHead itself (status message and/or an object) would bring the body's
      // length and encoding back: only the status goes through.
      return writeHead.call(this, statusCode);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  response.write = function writeUnlessEmpty(chunk, ...rest) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (empty) {
      const callback = rest.find((argument) => typeof argument === 'function');
      if (callback) queueMicrotask(() => callback());
      return true;
    }
    return write.call(this, chunk, ...rest);
  };
  response.end = function endUnlessEmpty(...args) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (empty) {
      const callback = args.find((argument) => typeof argument === 'function');
      return end.call(this, callback);
    }
    return end.apply(this, args);
  };
}
