import 'server-only';
import { defaultLocale, type Locale } from '@seedshop/locales';
import { stegaClean } from '@sanity/client/stega';
import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { existingLocales, type ContentAlternates } from './content-alternates';

export interface OpenGraphImage {
  readonly url: string;
  readonly width?: number;
  readonly height?: number;
  readonly alt?: string;
}

/** The `seo` object of a content document, as the page queries project it. */
export interface SeoFields {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly noIndex?: boolean | null;
}

interface ContentMetadataInput {
  readonly locale: Locale;
  readonly title: string;
  readonly description?: string | null;
  readonly alternates: ContentAlternates;
  readonly seo?: SeoFields | null;
  readonly image?: OpenGraphImage | null;
  /** `article` for blog posts (with the publication date). */
  readonly article?: { readonly publishedTime: string; readonly authors?: readonly string[] };
}

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LIMIT = 160;

function clip(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized.length <= DESCRIPTION_LIMIT) return normalized;
  const cut = normalized.slice(0, DESCRIPTION_LIMIT - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LIMIT / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Title, description, canonical, hreflang and Open Graph data of a content page. The document's
 * `seo` fields win over the page's own title and text. hreflang names only the languages the
 * document exists in (a missing translation is a 404, so it must not be announced). In draft mode
 * the content strings carry stega; `<title>`, `<meta>` and Open Graph get them without.
 */
export function contentMetadata(input: ContentMetadataInput): Metadata {
  return stegaClean(buildContentMetadata(input));
}

function buildContentMetadata({
  locale,
  title,
  description,
  alternates,
  seo,
  image,
  article,
}: ContentMetadataInput): Metadata {
  const seoTitle = seo?.title?.trim() || title;
  const base = pageMetadata({
    locale,
    title: seoTitle,
    description: clip(seo?.description || description),
    alternates: alternates.switcher,
    noIndex: seo?.noIndex === true,
  });
  const languages: Record<string, string> = {};
  const present = existingLocales(alternates.existing);
  const xDefault = alternates.existing[defaultLocale] ?? alternates.existing[present[0] ?? locale];
  if (xDefault !== undefined) languages['x-default'] = xDefault;
  for (const code of present) {
    const path = alternates.existing[code];
    if (path !== undefined) languages[code] = path;
  }
  const images = image
    ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt ?? seoTitle }]
    : undefined;
  // An editor's SEO title that already names the shop stands alone; others get "| seedshop".
  const siteName = getIntl(locale).formatMessage({ id: 'site.name' });
  const namesShop = seo?.title?.toLowerCase().includes(siteName.toLowerCase()) === true;
  return {
    ...base,
    title: namesShop ? { absolute: seoTitle } : seoTitle,
    alternates: { canonical: alternates.existing[locale] ?? alternates.switcher[locale], languages },
    openGraph: article
      ? {
          ...base.openGraph,
          type: 'article',
          publishedTime: article.publishedTime,
          authors: article.authors ? [...article.authors] : undefined,
          images,
        }
      : { ...base.openGraph, images },
  };
}
