import { defaultLocale, isLocale, type Locale } from '@seedshop/locales';

export interface LocalizedPath {
  readonly locale: Locale;
  /** Whether the path carried an explicit prefix (`/de/...`, or the non-canonical `/en/...`). */
  readonly prefixed: boolean;
  /** The locale-neutral path, always starting with `/` (`/de/blog` → `/blog`, `/de` → `/`). */
  readonly path: string;
}

/** Reads the locale from the first path segment; unprefixed paths are English. */
export function splitLocale(pathname: string): LocalizedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && isLocale(first)) {
    return { locale: first, prefixed: true, path: match?.[2] ?? '/' };
  }
  return { locale: defaultLocale, prefixed: false, path: pathname === '' ? '/' : pathname };
}

/** Splits a locale-neutral path into decoded segments; null when it cannot be decoded. */
export function pathSegments(path: string): string[] | null {
  const parts = path.split('/').filter((part) => part.length > 0);
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}
