import 'server-only';
import { defaultLocale, isLocale, type Locale } from '@seedshop/locales';
import { headers } from 'next/headers';
import { splitLocale } from './locale-path';
import { requestHeaders } from './request-headers';
import { isInvalidRoute } from './resolve';

export interface RequestPath {
  readonly locale: Locale;
  /** The path the visitor asked for, e.g. `/de/does-not-exist`. */
  readonly path: string;
  /** Path plus query string. */
  readonly fullPath: string;
  /** The path matched a route but failed its validity check. */
  readonly invalidRoute: boolean;
}

/** The visitor's original request path, as the proxy recorded it. */
export async function requestPath(): Promise<RequestPath> {
  const list = await headers();
  const path = list.get(requestHeaders.path) ?? '/';
  const search = list.get(requestHeaders.search) ?? '';
  const locale = list.get(requestHeaders.locale);
  return {
    locale: isLocale(locale) ? locale : defaultLocale,
    path,
    fullPath: `${path}${search}`,
    invalidRoute: isInvalidRoute(splitLocale(path).path),
  };
}
