import { isLocale, type Locale } from '@seedshop/locales';
import { localizePath } from './locale-path';

/**
 * Where CMS documents live on the storefront. The storefront's route registry takes these
 * patterns from here, and the Studio's Presentation tool opens the same paths, so each is written
 * once. Route words stay English in every language; only slugs translate.
 */
export const contentPagePatterns = {
  blog: '/blog',
  blogPost: '/blog/{slug}',
  topics: '/topic',
  topic: '/topic/{slug}',
  promotions: '/promotions',
  promotion: '/promotions/{slug}',
  topList: '/top-10-{slug}',
  videos: '/videos',
} as const;

/** The `page` document kinds and the fixed path each one is served at. */
export const pageKindPaths = {
  'contact-us': '/contact-us',
  imprint: '/imprint',
  payment: '/payment',
  privacy: '/privacy',
  shipping: '/shipping',
  terms: '/terms',
} as const;

/** The fields a content document needs for its path (`slug` as stored or projected). */
export interface ContentPageTarget {
  readonly _type: string;
  readonly slug?: string | { readonly current?: string | null } | null;
  readonly kind?: string | null;
}

const slugged = {
  blogPost: contentPagePatterns.blogPost,
  topic: contentPagePatterns.topic,
  promotion: contentPagePatterns.promotion,
  topList: contentPagePatterns.topList,
} as const;

function isKey<T extends object>(table: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/**
 * The localized storefront path of a content document (`/de/blog/erster-grow`), or null when it
 * has no page of its own or lacks the slug or kind it needs.
 */
export function contentPagePath(locale: Locale, doc: ContentPageTarget): string | null {
  if (doc._type === 'home') return localizePath(locale, '/');
  if (doc._type === 'page')
    return isKey(pageKindPaths, doc.kind) ? localizePath(locale, pageKindPaths[doc.kind]) : null;
  if (!isKey(slugged, doc._type)) return null;
  const slug = typeof doc.slug === 'string' ? doc.slug : doc.slug?.current;
  if (slug === undefined || slug === null || slug === '') return null;
  return localizePath(locale, slugged[doc._type].replace('{slug}', encodeURIComponent(slug)));
}

/** The same for a document's stored `language` field: null when it is not a storefront language. */
export function contentPagePathIn(language: unknown, doc: ContentPageTarget): string | null {
  return isLocale(language) ? contentPagePath(language, doc) : null;
}

/** A list page in a language (`blog` → `/de/blog`). */
export function contentListPath(language: unknown, list: 'blog' | 'topics' | 'promotions' | 'videos'): string | null {
  return isLocale(language) ? localizePath(language, contentPagePatterns[list]) : null;
}
