/**
 * The URL of a shop API request on a separately running shop: the incoming path's segments joined
 * onto the configured base (`SHOP_API_URL`), never resolved against it — resolving would let
 * `{mount}/https:evil.example/x` or `{mount}/..%2F..` leave the base and carry the shopper's
 * bearer token elsewhere. Null when a segment is a dot segment (plain or percent-encoded), which
 * URL parsing would fold into the base path.
 */
export function upstreamUrl(base: URL, pathname: string, search: string): URL | null {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  if (segments.some(isDotSegment)) return null;
  const url = new URL(base.href);
  const basePath = url.pathname.replace(/\/+$/, '');
  url.pathname = `${basePath}/${segments.join('/')}`;
  url.search = search;
  url.hash = '';
  if (url.origin !== base.origin || !url.pathname.startsWith(`${basePath}/`)) return null;
  return url;
}

function isDotSegment(segment: string): boolean {
  return /^(\.|%2e){1,2}$/i.test(segment);
}
