/**
 * The four languages of seedshop. This file is the single source of truth for locale codes,
 * their BCP 47 tags, URL prefixes and money formatting; web, schemas and the shop API import it.
 */
export const locales = ['en', 'de', 'fr', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export interface LocaleDefinition {
  readonly code: Locale;
  /** BCP 47 tag used for Intl formatting and `<html lang>`. */
  readonly tag: string;
  /** The language's own name, shown in the language switcher. */
  readonly name: string;
  /** URL prefix: empty for the default language, `/de` etc. otherwise. */
  readonly prefix: '' | `/${Locale}`;
  /** ISO 4217 currency the shop prices in for this locale. */
  readonly currency: string;
}

export const localeDefinitions: Readonly<Record<Locale, LocaleDefinition>> = {
  en: { code: 'en', tag: 'en-US', name: 'English', prefix: '', currency: 'EUR' },
  de: { code: 'de', tag: 'de-DE', name: 'Deutsch', prefix: '/de', currency: 'EUR' },
  fr: { code: 'fr', tag: 'fr-CA', name: 'Français', prefix: '/fr', currency: 'EUR' },
  es: { code: 'es', tag: 'es-ES', name: 'Español', prefix: '/es', currency: 'EUR' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function localeTag(locale: Locale): string {
  return localeDefinitions[locale].tag;
}

/** Name and attributes of the cookie that remembers the visitor's language. */
export const languageCookie = {
  name: 'language',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'lax',
} as const;

/** Builds a value for every locale; the object literal keeps the result fully typed. */
export function mapLocales<T>(build: (locale: Locale) => T): Record<Locale, T> {
  return { en: build('en'), de: build('de'), fr: build('fr'), es: build('es') };
}
export { formatCalendarDate, formatCalendarRange, joinDateParts } from './dates';
