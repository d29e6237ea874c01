import { mapLocales, type Locale } from '@seedshop/locales';
import { localizePath } from '@seedshop/urls';
import { fillPattern, type ParamNames, type ParamsOf } from './pattern';
import { routeEntry, type PatternOf, type RouteId } from './registry';

/** A page's URL in every language: feeds the language switcher, `hreflang` and the sitemap. */
export type Alternates = Readonly<Record<Locale, string>>;

type ParamsArg<Id extends RouteId> = [ParamNames<PatternOf<Id>>] extends [never]
  ? [params?: Record<string, never>]
  : [params: ParamsOf<PatternOf<Id>>];

/** Puts the locale prefix in front of a locale-neutral path (`/login` → `/de/login`); the rule the shop shares. */
export { localizePath };

/**
 * The one way to make a link to a route: `pathTo('de', 'blogPost', {slug: 'x'})` → `/de/blog/x`.
 * Query strings are added by the caller with URLSearchParams.
 */
export function pathTo<Id extends RouteId>(locale: Locale, id: Id, ...[params]: ParamsArg<Id>): string {
  return localizePath(locale, fillPattern(routeEntry(id).compiled, params ?? {}));
}

/** The same route in every language (fixed routes share their slugs across languages). */
export function alternatesOf<Id extends RouteId>(id: Id, ...[params]: ParamsArg<Id>): Alternates {
  const path = fillPattern(routeEntry(id).compiled, params ?? {});
  return mapLocales((locale) => localizePath(locale, path));
}
