import type { Locale } from '@seedshop/locales';
import { localizePath } from '@/routing/paths';

/**
 * A link target an editor typed (Portable Text `link`, `cta.href`), checked before it reaches an
 * `href`. The Studio validates the same rule, but the storefront never trusts stored content:
 * `javascript:`, `data:`, `vbscript:`, protocol-relative `//host` and their obfuscated spellings
 * (`java\tscript:`, `JaVaScRiPt:`, `&#106;avascript:`, a leading control character) are refused
 * and the caller renders the text without a link.
 *
 * - `internal`: a locale-neutral storefront path (`/promotions?x=1#y`), localized with the page's
 *   language prefix (`/de/promotions?x=1#y`).
 * - `external`: an absolute `https:`/`http:` URL (opened with `rel="noopener noreferrer"`).
 * - `contact`: `mailto:` or `tel:`.
 */
export type SafeHref =
  | { readonly kind: 'internal'; readonly href: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'contact'; readonly href: string };

const MAX_LENGTH = 2048;

// Anything a browser strips or folds while parsing a URL (C0 controls incl. tab and newlines, DEL,
// C1 controls, zero-width and bidi marks, line/paragraph separators, BOM): such a string is
// never a link an editor meant to type, so it is refused as a whole instead of being cleaned.
// eslint-disable-next-line no-control-regex
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/u;

const telShape = /^tel:\+?[0-9][0-9 ().-]{2,30}$/iu;
const mailtoShape = /^mailto:[^\s@/\\]+@[^\s@/\\]+\.[^\s@/\\]+/iu;

/** Internal targets are checked against a fixed origin: whatever leaves it is not internal. */
const probeOrigin = 'https://internal.invalid';

function internalHref(locale: Locale, raw: string): SafeHref | null {
  // `//host` and `/\host` are protocol-relative for browsers; a backslash has no place in our paths.
  if (raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const split = raw.search(/[?#]/u);
  const path = split === -1 ? raw : raw.slice(0, split);
  const suffix = split === -1 ? '' : raw.slice(split);
  return { kind: 'internal', href: `${localizePath(locale, path)}${suffix}` };
}

function externalHref(raw: string): SafeHref | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  // No credentials in links (`https://shop.example@evil.example` reads like the first host).
  if (url.username !== '' || url.password !== '') return null;
  return { kind: 'external', href: url.href };
}

/** The safe form of `href` for a page in `locale`, or null when it must not become a link. */
export function safeHref(href: unknown, locale: Locale): SafeHref | null {
  if (typeof href !== 'string') return null;
  const raw = href.trim();
  if (raw === '' || raw.length > MAX_LENGTH || hiddenCharacters.test(raw)) return null;
  if (raw.startsWith('/')) return internalHref(locale, raw);
  const lower = raw.toLowerCase();
  if (lower.startsWith('https://') || lower.startsWith('http://')) return externalHref(raw);
  if (lower.startsWith('mailto:')) return mailtoShape.test(raw) ? { kind: 'contact', href: raw } : null;
  if (lower.startsWith('tel:')) return telShape.test(raw) ? { kind: 'contact', href: raw.replace(/\s+/gu, '') } : null;
  return null;
}
