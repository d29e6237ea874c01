/**
 * Link targets editors may type: a locale-neutral internal path (`/promotions`), an absolute
 * `https://` / `http://` URL, `mailto:` or `tel:`. Anything else — `javascript:`, `data:`,
 * protocol-relative `//host`, a path with a language prefix — is refused, because the storefront
 * renders these values as `href` and adds the visitor's language prefix to internal paths itself.
 */
import { locales } from '@seedshop/locales';

const languagePrefix = new RegExp(`^/(?:${locales.join('|')})(?:[/?#]|$)`, 'i');

/** Why an internal path is not acceptable, or `undefined` when it is. */
export function internalPathProblem(path: string): string | undefined {
  if (!path.startsWith('/')) return 'An internal path starts with "/".';
  if (path.startsWith('//')) return 'Use https://… for other sites, not "//".';
  if (/\s/.test(path)) return 'A path contains no spaces.';
  if (languagePrefix.test(path)) {
    return 'Leave out the language prefix (/en, /de, /fr, /es): the site adds it.';
  }
  return undefined;
}

const absoluteUrl = /^([a-z][a-z0-9+.-]*:)\/\/(?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** `true` for an absolute URL (scheme, host, optional port/path, no spaces) with one of the protocols. */
export function isAbsoluteUrl(value: string, protocols: readonly string[]): boolean {
  const match = absoluteUrl.exec(value);
  return match?.[1] !== undefined && protocols.includes(match[1].toLowerCase());
}

/** Validation message for a link target, or `true` when it is allowed. */
export function checkHref(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string') return 'A link is text.';
  const href = value.trim();
  if (href !== value) return 'Remove spaces at the start or end.';
  if (href.startsWith('/')) return internalPathProblem(href) ?? true;
  if (/^https?:\/\//i.test(href)) {
    return isAbsoluteUrl(href, ['https:', 'http:']) ? true : 'This web address is not valid.';
  }
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return true;
  if (/^tel:\+?[0-9 ()./-]{3,}$/i.test(href)) return true;
  return 'Use a path such as /promotions, or https://…, mailto:… or tel:….';
}
