/**
 * The storefront's front door, applied to every request before Next sees it:
 *
 * - **Host allowlist.** Only the public host (`SITE_URL`), loopback names on the listening port and
 *   `ALLOWED_HOSTS` are served; anything else answers 421. A page reachable under any Host would let
 *   a rebinding DNS name read it from a visitor's browser.
 * - **Client address.** The address rate limits and logs use is taken from the TCP peer and
 *   `X-Forwarded-For`, trusting exactly `TRUSTED_PROXIES` hops: with 0 the peer itself, with N the
 *   entry N places left of the peer. The result replaces `X-Forwarded-For` (one address) and
 *   `X-Real-IP` is dropped, so nothing behind this point can read a client-chosen address.
 * - **Methods and paths.** Only the methods the site answers pass, and only paths that
 *   percent-decode as UTF-8: Next answers 500 to the others (`TRACE`, `/_next/static/%C3%28`).
 * - **Forwarded host and scheme.** `X-Forwarded-Host`/`-Proto` from a client are dropped unless a
 *   trusted proxy is in front; Next builds `request.url` from them.
 *
 * Plain JavaScript with no dependencies, so the start script and the tests load it as it is.
 */
import { isIP } from 'node:net';

/**
 * @param {{ siteUrl: string, port: number, trustedProxies: number, allowedHosts?: readonly string[] }} settings
 */
export function createFrontDoor({ siteUrl, port, trustedProxies, allowedHosts = [] }) {
  const site = new URL(siteUrl);
  const hosts = new Set(
    [site.host, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, ...allowedHosts].map((host) =>
      host.toLowerCase(),
    ),
  );
  // The default port may be left out of a Host header.
  if (site.port === '') hosts.add(site.hostname.toLowerCase());

  /**
   * Checks and rewrites the request's headers in place.
   * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
   * @param {string | undefined} peerAddress
   * @returns {{ ok: true, client: string | undefined } | { ok: false, status: number, message: string, allow?: string }}
   */
  function admit(request, peerAddress) {
    if (!METHODS.has(request.method ?? '')) {
      return { ok: false, status: 405, message: 'Method not allowed', allow: [...METHODS].join(', ') };
    }
    if (!isDecodablePath(request.url ?? '/')) {
      return { ok: false, status: 400, message: 'Bad request: the address contains an invalid character sequence' };
    }
    const headers = request.headers;
    const forwardedHost = trustedProxies > 0 ? single(headers['x-forwarded-host']) : undefined;
    const host = (forwardedHost ?? single(headers.host) ?? '').toLowerCase();
    if (!hosts.has(host)) return { ok: false, status: 421, message: 'Misdirected request: unknown host' };

    const client = clientAddress(single(headers['x-forwarded-for']), peerAddress, trustedProxies);
    delete headers['x-real-ip'];
    if (client === undefined) delete headers['x-forwarded-for'];
    else headers['x-forwarded-for'] = client;

    const proto = trustedProxies > 0 ? single(headers['x-forwarded-proto']) : undefined;
    headers['x-forwarded-proto'] = proto === 'https' || proto === 'http' ? proto : site.protocol.slice(0, -1);
    headers['x-forwarded-host'] = host;
    delete headers['x-forwarded-port'];
    return { ok: true, client };
  }

  return { admit, hosts };
}

/**
 * The client's address from the forwarded chain and the peer, trusting `trustedProxies` hops.
 * @param {string | undefined} forwardedFor
 * @param {string | undefined} peer
 * @param {number} trustedProxies
 * @returns {string | undefined}
 */
export function clientAddress(forwardedFor, peer, trustedProxies) {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (peer !== undefined) chain.push(peer);
  // Fewer hops than trusted proxies: the leftmost is the best there is (a proxy without the header).
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxies)];
  if (candidate === undefined) return undefined;
  const address = candidate.startsWith('::ffff:') && isIP(candidate.slice(7)) === 4 ? candidate.slice(7) : candidate;
  return isIP(address) === 0 ? undefined : address;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** @param {string} url the request target, path and query */
function isDecodablePath(url) {
  const queryStart = url.indexOf('?');
  try {
    decodeURIComponent(queryStart === -1 ? url : url.slice(0, queryStart));
    return true;
  } catch {
    return false;
  }
}

/** @param {string | string[] | undefined} value */
function single(value) {
  return Array.isArray(value) ? value[0] : value;
}
