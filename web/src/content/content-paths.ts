import { isLocale, locales, type Locale } from '@seedshop/locales';
import { pathTo } from '@/routing/paths';

/**
 * Where a content document lives on the storefront, in one language. Every link to a CMS document
 * (internal links in Portable Text, blog teasers, the sitemap, alternates) is built here, on top
 * of the route registry's `pathTo`, so route words stay English and only slugs translate.
 */

/** The `page` kinds and the fixed route each one is served at. */
export const pageKindRoutes = {
  'contact-us': 'contactUs',
  imprint: 'imprint',
  payment: 'payment',
  privacy: 'privacy',
  shipping: 'shipping',
  terms: 'terms',
} as const;

export type PageKind = keyof typeof pageKindRoutes;

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === 'string' && Object.hasOwn(pageKindRoutes, value);
}

/**
 * The minimum a query has to project to link a document. `slug` is either the projected string
 * (`"slug": slug.current`) or the raw slug object; GROQ answers `null` for missing fields.
 */
export interface ContentLinkTarget {
  readonly _type: string;
  readonly slug?: string | { readonly current?: string | null } | null;
  readonly kind?: string | null;
}

function slugOf(doc: ContentLinkTarget): string | null {
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current;
  return slug !== undefined && slug !== null && slug.length > 0 ? slug : null;
}

/**
 * The localized path of a content document (`/de/blog/erster-grow`), or null when the document
 * has no page of its own (siteSettings, redirect, asset) or lacks the slug/kind it needs.
 */
export function contentPath(locale: Locale, doc: ContentLinkTarget): string | null {
  switch (doc._type) {
    case 'home':
      return pathTo(locale, 'home');
    case 'page':
      return isPageKind(doc.kind) ? pathTo(locale, pageKindRoutes[doc.kind]) : null;
    case 'blogPost':
      return withSlug(doc, (slug) => pathTo(locale, 'blogPost', { slug }));
    case 'topic':
      return withSlug(doc, (slug) => pathTo(locale, 'topic', { slug }));
    case 'promotion':
      return withSlug(doc, (slug) => pathTo(locale, 'promotion', { slug }));
    case 'topList':
      return withSlug(doc, (slug) => pathTo(locale, 'topList', { slug }));
    case 'video':
      return withSlug(doc, (slug) => `${pathTo(locale, 'videos')}#${encodeURIComponent(slug)}`);
    default:
      return null;
  }
}

function withSlug(doc: ContentLinkTarget, build: (slug: string) => string): string | null {
  const slug = slugOf(doc);
  return slug === null ? null : build(slug);
}

/** One language version of a document, as `translationsFields` projects it. */
export interface ContentTranslation extends ContentLinkTarget {
  readonly language?: string | null;
}

/**
 * The localized paths of a document's language versions (from `translationsFields`), keyed by
 * language. Languages without a version (or without a path) are left out, so hreflang and the
 * language switcher only offer pages that exist.
 */
export function contentAlternates(
  translations: readonly (ContentTranslation | null)[] | null | undefined,
): Partial<Record<Locale, string>> {
  const result: Partial<Record<Locale, string>> = {};
  for (const translation of translations ?? []) {
    if (!translation || !isLocale(translation.language)) continue;
    const path = contentPath(translation.language, translation);
    if (path !== null) result[translation.language] = path;
  }
  return result;
}

/** True when every language has a version (callers that need a complete `Alternates`). */
export function hasAllLocales(alternates: Partial<Record<Locale, string>>): alternates is Record<Locale, string> {
  return locales.every((locale) => alternates[locale] !== undefined);
}
