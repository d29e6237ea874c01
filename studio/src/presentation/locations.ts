/**
 * Where the Presentation tool finds a document on the storefront, in the document's own
 * language: its page, and the list pages that show it ("used on these pages"). The paths are
 * the storefront's own (@seedshop/urls), so the frame opens what shoppers see.
 */
import { contentListPath, contentPagePathIn, contentPagePatterns, localizePath, pageKindPaths } from '@seedshop/urls';
import { schemaLanguages } from '@seedshop/schemas';
import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation';

interface Located {
  readonly title?: unknown;
  readonly slug?: unknown;
  readonly kind?: unknown;
  readonly language?: unknown;
}

const languageName = (language: unknown): string =>
  schemaLanguages.find((entry) => entry.id === language)?.title ?? String(language);

const text = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? value : 'Untitled');

type ListPage = Parameters<typeof contentListPath>[1];

const listTitles: Record<ListPage, string> = {
  blog: 'Blog',
  topics: 'Topics',
  promotions: 'Promotions',
  videos: 'Videos',
};

/** The document's page and the list pages it appears on, or a message when it has no page yet. */
export function locateContent(
  type: string,
  doc: Located | null,
  lists: readonly ListPage[] = [],
): DocumentLocationsState | null {
  if (doc === null) return null;
  const slug = typeof doc.slug === 'string' ? doc.slug : null;
  const kind = typeof doc.kind === 'string' ? doc.kind : null;
  const own = contentPagePathIn(doc.language, { _type: type, slug, kind });
  const locations: DocumentLocation[] = [];
  if (own !== null) locations.push({ title: `${text(doc.title)} (${languageName(doc.language)})`, href: own });
  for (const list of lists) {
    const href = contentListPath(doc.language, list);
    if (href !== null) locations.push({ title: `${listTitles[list]} (${languageName(doc.language)})`, href });
  }
  if (locations.length === 0) {
    return { message: 'Not on the storefront yet: it needs a language and a slug.', tone: 'caution' };
  }
  return { locations };
}

const slugged = { title: 'title', slug: 'slug.current', language: 'language' };

export const documentLocations: DocumentLocationResolvers = {
  blogPost: { select: slugged, resolve: (doc) => locateContent('blogPost', doc, ['blog']) },
  topic: { select: slugged, resolve: (doc) => locateContent('topic', doc, ['topics']) },
  promotion: { select: slugged, resolve: (doc) => locateContent('promotion', doc, ['promotions']) },
  topList: { select: slugged, resolve: (doc) => locateContent('topList', doc) },
  page: {
    select: { title: 'title', kind: 'kind', language: 'language' },
    resolve: (doc) => locateContent('page', doc),
  },
  home: {
    select: { title: 'title', language: 'language' },
    resolve: (doc) => locateContent('home', doc),
  },
};

/**
 * The other way round: the document a storefront path shows, so navigating in the frame opens
 * it beside the preview. One route per language (English has no prefix).
 */
export const mainDocuments: DocumentResolver[] = schemaLanguages.flatMap(({ id: language }) => {
  const at = (pattern: string) => localizePath(language, pattern.replace('{slug}', ':slug'));
  const bySlug = (type: string, pattern: string): DocumentResolver => ({
    route: at(pattern),
    filter: `_type == "${type}" && language == "${language}" && slug.current == $slug`,
  });
  return [
    { route: at('/'), filter: `_type == "home" && language == "${language}"` },
    bySlug('blogPost', contentPagePatterns.blogPost),
    bySlug('topic', contentPagePatterns.topic),
    bySlug('promotion', contentPagePatterns.promotion),
    bySlug('topList', contentPagePatterns.topList),
    ...Object.entries(pageKindPaths).map(([kind, path]): DocumentResolver => ({
      route: at(path),
      filter: `_type == "page" && language == "${language}" && kind == "${kind}"`,
    })),
  ];
});
