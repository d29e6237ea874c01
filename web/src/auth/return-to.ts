/**
 * Where to go after signing in. Only a path on this site is accepted: it must start with exactly
 * one "/" — "//evil.example" and "/\evil.example" are other hosts to a browser — and it must not
 * contain whitespace or control characters, which browsers strip before they parse a URL (so
 * "/\t/evil.example" would become "//evil.example"). Anything else falls back to `fallback`.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2000) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  if (/[\\\s\p{Cc}]/u.test(candidate)) return fallback;
  const base = 'http://return-to.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
