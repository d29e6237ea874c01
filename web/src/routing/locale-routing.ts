import { defaultLocale, isLocale, type Locale } from '@seedshop/locales';
import { splitLocale } from './locale-path';
import { negotiateLocale } from './negotiate';
import { localizePath } from './paths';

export interface LocaleRequest {
  readonly pathname: string;
  readonly search: string;
  readonly cookieLocale: string | undefined;
  readonly acceptLanguage: string | null;
}

export type LocaleDecision =
  /** `/en/...` is not canonical: 308 to the unprefixed URL. */
  | { readonly type: 'redirect'; readonly status: 307 | 308; readonly location: string }
  /** Serve `/{locale}{path}` internally; the browser keeps its URL. */
  | { readonly type: 'rewrite'; readonly locale: Locale; readonly internalPath: string }
  /** The URL already carries its locale prefix. */
  | { readonly type: 'next'; readonly locale: Locale };

/**
 * Locale rules of the storefront (ARCHITECTURE.md, "Locales and URLs"):
 * English has no prefix, de/fr/es do; `/en/...` is redirected permanently; the home page `/`
 * sends a first-time visitor to the best Accept-Language match and afterwards follows the
 * language cookie. Everywhere else the URL decides, so links and bookmarks stay stable.
 */
export function decideLocale(request: LocaleRequest): LocaleDecision {
  const { pathname, search } = request;
  const localized = splitLocale(pathname);

  if (localized.prefixed && localized.locale === defaultLocale) {
    return { type: 'redirect', status: 308, location: `${localized.path}${search}` };
  }
  if (localized.prefixed) return { type: 'next', locale: localized.locale };

  if (pathname === '/') {
    const preferred = isLocale(request.cookieLocale) ? request.cookieLocale : negotiateLocale(request.acceptLanguage);
    if (preferred !== defaultLocale) {
      return { type: 'redirect', status: 307, location: `${localizePath(preferred, '/')}${search}` };
    }
  }
  return {
    type: 'rewrite',
    locale: defaultLocale,
    internalPath: pathname === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`,
  };
}
