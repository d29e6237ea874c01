import 'server-only';
import { isLocale, type Locale } from '@seedshop/locales';
import { notFound } from 'next/navigation';

/** Turns the `[locale]` route parameter into a Locale; anything else is a 404. */
export function requireLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
