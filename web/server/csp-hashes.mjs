/**
 * Content-Security-Policy for prerendered pages (docs/adr/0036-content-security-policy.md).
 *
 * The proxy gives every page a policy with a fresh nonce and `'strict-dynamic'`; Next puts that
 * nonce on the scripts of a page it renders for the request. A prerendered page (`x-nextjs-cache`,
 * `x-nextjs-prerender`: the home pages) was rendered earlier and carries no nonce, so before its
 * headers leave, the nonce and `'strict-dynamic'` are swapped for `'self'` (Next's script files)
 * and the hashes of its inline scripts. Only the inline scripts Next writes are hashed, and only
 * when their whole text is a call that hands JSON data to Next's loader (the flight data
 * `self.__next_f.push([...])`, the `beforeInteractive` script list `self.__next_s` and Turbopack's
 * chunk list): data, not code. Any other inline
 * script stays blocked.
 *
 * The hashes are computed once per distinct body (a small cache keyed by the body's SHA-256), so a
 * cached page costs one hash of its compressed bytes per request.
 *
 * The same hold serves a server error page (Next answers 500 for any error a page throws): it
 * leaves with the status its error names in its digest (a content source that did not answer: 503).
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Next's inline loader calls, each followed by one JSON argument and `)` (an optional `;`). */
const loaderCalls = [
  '(self.__next_f=self.__next_f||[]).push(',
  // A `beforeInteractive` script's address and attributes, which Next's bootstrap loads before it hydrates.
  '(self.__next_s=self.__next_s||[]).push(',
  'self.__next_f.push(',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
];
const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/giu;
const typeAttribute = /\btype\s*=\s*["']?([^"'\s>]+)/iu;
const srcAttribute = /\bsrc\s*=/iu;

/** Whether the script's whole text is one of Next's loader calls with a JSON argument. */
export function isLoaderData(text) {
  const call = loaderCalls.find((prefix) => text.startsWith(prefix));
  if (call === undefined) return false;
  const rest = text.slice(call.length);
  const argument = rest.endsWith(');') ? rest.slice(0, -2) : rest.endsWith(')') ? rest.slice(0, -1) : null;
  if (argument === null) return false;
  try {
    JSON.parse(argument);
    return true;
  } catch {
    return false;
  }
}

/** `'sha256-…'` sources of the page's inline scripts that are Next's loader data, in page order. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElements)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD) are never run, so the policy need not name them.
    if (type !== undefined && type !== 'text/javascript' && type !== 'module') continue;
    if (!isLoaderData(text)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with its nonce and `'strict-dynamic'` replaced by `'self'` and the given hashes. */
export function hashedPolicy(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/u);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'nonce-") && source !== "'strict-dynamic'");
      return [name, ...new Set([...kept, "'self'", ...hashes])].join(' ');
    })
    .join('; ');
}

function decoded(body, encoding) {
  switch ((encoding ?? 'identity').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

const cacheSize = 32;
/** body SHA-256 → hash sources; the oldest entry leaves first. */
const hashesByBody = new Map();

function hashesOf(body, encoding) {
  const key = `${encoding ?? ''}:${createHash('sha256').update(body).digest('base64')}`;
  const known = hashesByBody.get(key);
  if (known) return known;
  const hashes = inlineScriptHashes(decoded(body, encoding).toString('utf8'));
  hashesByBody.set(key, hashes);
  if (hashesByBody.size > cacheSize) hashesByBody.delete(hashesByBody.keys().next().value);
  return hashes;
}

const isHtml = (response) => String(response.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Next answers 500 for any error a page throws; an error that knows its status (a content source
 * that does not answer: 503) names it in its digest, `HTTP_STATUS;<status>;<id>`
 * (src/routing/error-status.ts), which the error page's data carries. That status, or null.
 */
export function digestStatus(body, encoding) {
  let html;
  try {
    html = decoded(body, encoding).toString('latin1');
  } catch {
    return null;
  }
  const match = /HTTP_STATUS;(5\d\d);/u.exec(html);
  return match ? Number(match[1]) : null;
}

/** Next's draft-mode cookie. */
const draftModeCookie = /(?:^|;\s*)__prerender_bypass=/u;

function isPrerenderedPage(response) {
  const type = String(response.getHeader('content-type') ?? '');
  const policy = response.getHeader('content-security-policy');
  return (
    type.startsWith('text/html') &&
    typeof policy === 'string' &&
    policy.includes("'strict-dynamic'") &&
    (response.hasHeader('x-nextjs-cache') || response.hasHeader('x-nextjs-prerender'))
  );
}

/**
 * Holds back the headers of a prerendered page until its body is complete, then sends them with
 * the hashed policy; holds a server error page to send it with its error's own 5xx status. Every
 * other response passes through untouched. Call before Next handles the request.
 */
export function hashPrerenderedScripts(request, response) {
  // In draft mode Next renders every page for the request, nonce included.
  if (request.method !== 'GET' || draftModeCookie.test(request.headers.cookie ?? '')) return;
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  // Other layers (Next's compression) wrap these methods in turn, so they stay in place and only
  // switch modes: undecided until the headers would leave, then pass (untouched) or hold (buffered).
  let mode = 'undecided';
  /** What a held body is: a prerendered page (its policy gets hashes) or a server error page. */
  let held = 'prerendered';
  let status;
  const chunks = [];

  response.writeHead = function writeHead(statusCode, ...rest) {
    if (mode === 'pass') return original.writeHead.call(this, statusCode, ...rest);
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
    // Raw header arrays are not read here; such a response passes through.
    if (Array.isArray(headers) && mode === 'undecided') mode = 'pass';
    else if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    }
    if (mode === 'undecided') {
      if (isPrerenderedPage(this)) mode = 'hold';
      else if (statusCode === 500 && isHtml(this)) [mode, held] = ['hold', 'error'];
      else mode = 'pass';
    }
    if (mode === 'pass') return original.writeHead.call(this, statusCode, ...rest);
    // Held: the headers leave with the complete body. A later call (a compressing layer's implicit
    // header on its first write) reads the status back from `statusCode`.
    this.statusCode = statusCode;
    status = { statusCode, reason: rest.find((argument) => typeof argument === 'string') };
    return this;
  };
  response.flushHeaders = function flushHeaders() {
    if (mode === 'undecided') this.writeHead(this.statusCode);
    if (mode === 'hold') return;
    original.flushHeaders.call(this);
  };
  response.write = function write(chunk, encoding, callback) {
    if (mode === 'undecided') this.writeHead(this.statusCode);
    if (mode !== 'hold') return original.write.call(this, chunk, encoding, callback);
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  response.end = function end(chunk, encoding, callback) {
    if (mode === 'undecided') this.writeHead(this.statusCode);
    if (mode !== 'hold') return original.end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function');
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
    }
    const body = Buffer.concat(chunks);
    mode = 'pass';
    // Headers that left some other way cannot change any more: the body follows them as it is.
    if (this.headersSent) return original.end.call(this, body, done);
    if (held === 'error') {
      const statusCode = digestStatus(body, this.getHeader('content-encoding')) ?? status.statusCode;
      original.writeHead.call(this, statusCode);
      return original.end.call(this, body, done);
    }
    const policy = String(this.getHeader('content-security-policy'));
    try {
      this.setHeader(
        'Content-Security-Policy',
        hashedPolicy(policy, hashesOf(body, this.getHeader('content-encoding'))),
      );
    } catch {
      // A body that does not decode keeps the nonce policy: its inline scripts stay blocked.
    }
    if (status.reason === undefined) original.writeHead.call(this, status.statusCode);
    else original.writeHead.call(this, status.statusCode, status.reason);
    return original.end.call(this, body, done);
  };
}
