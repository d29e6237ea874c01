import { localeDefinitions, type Locale } from '@seedshop/locales';

/**
 * Puts the locale prefix in front of a locale-neutral storefront path (`/login` → `/de/login`,
 * `/` → `/de`). English has no prefix.
 */
export function localizePath(locale: Locale, path: string): string {
  const prefix = localeDefinitions[locale].prefix;
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
