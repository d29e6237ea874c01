/**
 * A path on this site, safe to put in a `Location` header or a link: it starts with exactly one
 * "/" before and after URL normalisation ("//evil.example", "/\evil.example" and "/.//evil.example"
 * are other hosts to a browser), and it holds no backslash, whitespace or control character, which
 * browsers strip or turn into "/" before they parse a URL ("/\t/evil.example" becomes
 * "//evil.example"). Answers the normalised path with its query and fragment, or null.
 */
export function localPath(value: string): string | null {
  if (value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\s\p{Cc}]/u.test(value)) return null;
  const base = 'http://local-path.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A query value naming where to go next (`return_to`, `redirect`): a local path or `fallback`. */
export function safeReturnTo(value: unknown, fallback: string): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string') return fallback;
  return localPath(candidate) ?? fallback;
}
