import { localPath } from '@/routing/local-path';

/**
 * Where to go after signing in: a path on this site (see `localPath`), anything else falls back to
 * `fallback`.
 */
export function safeReturnTo(value: unknown, fallback: string): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string') return fallback;
  return localPath(candidate) ?? fallback;
}
