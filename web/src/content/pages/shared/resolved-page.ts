import 'server-only';
import type { Locale } from '@seedshop/locales';
import type { ReactNode } from 'react';
import type { ContentImageSource } from '@/content/image-url';
import type { ContentTranslation } from '@/content/content-paths';
import type { Alternates } from '@/routing/paths';
import type { ResolvedPage } from '@/routing/resolve';
import { documentAlternates, withFallback } from './content-alternates';
import { contentMetadata, type SeoFields } from './content-metadata';
import { openGraphImage } from './og-image';

type PageImage = (ContentImageSource & { readonly alt?: string | null }) | null | undefined;

interface PageInput {
  readonly locale: Locale;
  readonly title: string;
  readonly description?: string | null;
  /** The page's picture for Open Graph (the document's `seo.image` wins). */
  readonly image?: PageImage;
  readonly render: () => ReactNode | Promise<ReactNode>;
}

interface DocumentPageInput extends PageInput {
  /** The page's own path (`/de/blog/…`). */
  readonly path: string;
  readonly translations: readonly (ContentTranslation | null)[] | null | undefined;
  /** Where the language switcher goes in a language without a version. */
  readonly fallback: (locale: Locale) => string;
  readonly seo?: (SeoFields & { readonly image?: PageImage }) | null;
  readonly article?: { readonly publishedTime: string; readonly authors?: readonly string[] };
}

/** The page of one CMS document: alternates from its translations, metadata from its fields and `seo`. */
export function documentPage({
  locale,
  path,
  translations,
  fallback,
  title,
  description,
  seo,
  image,
  article,
  render,
}: DocumentPageInput): ResolvedPage {
  const alternates = documentAlternates(locale, path, translations, fallback);
  return {
    alternates: alternates.switcher,
    metadata: contentMetadata({
      locale,
      title,
      description,
      alternates,
      seo,
      image: openGraphImage(seo?.image ?? image),
      article,
    }),
    render,
  };
}

/** A fixed list page (blog, themed worlds, promotions, videos): the same path in every language. */
export function listPage({ alternates, ...input }: PageInput & { readonly alternates: Alternates }): ResolvedPage {
  const content = withFallback(alternates, (other) => alternates[other]);
  return {
    alternates: content.switcher,
    metadata: contentMetadata({
      locale: input.locale,
      title: input.title,
      description: input.description,
      alternates: content,
      image: openGraphImage(input.image),
    }),
    render: input.render,
  };
}
