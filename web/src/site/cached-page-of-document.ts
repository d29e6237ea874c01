import { defaultLocale, isLocale } from '@seedshop/locales';
import { contentPath, type ContentLinkTarget } from '@/content/content-paths';
import { cachedPagePath } from './cached-pages';

/**
 * The cached twin of a content document's own page (`/de/cached/-/topic/{slug}` for a German
 * topic), or null when the document has no page of its own. A publish purges it by path as well as
 * by tag: Next may keep a page that answered 404 (someone opened the address before the document
 * existed) without the tags of the queries that found nothing, and then only its path reaches it.
 */
export function cachedPageOfDocument(doc: ContentLinkTarget & { readonly language?: string | null }): string | null {
  const locale = doc.language;
  if (!isLocale(locale)) return null;
  const visible = contentPath(locale, doc)?.split('#')[0];
  if (visible === undefined) return null;
  const internalPath = locale === defaultLocale ? `/${locale}${visible === '/' ? '' : visible}` : visible;
  return cachedPagePath({ internalPath, search: '', method: 'GET', draftMode: false, signedIn: false });
}
