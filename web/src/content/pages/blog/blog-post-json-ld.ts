import { localeTag, type Locale } from '@seedshop/locales';
import { absoluteUrl, type JsonLd } from '@/seo/json-ld';

interface BlogPostingInput {
  readonly locale: Locale;
  readonly title: string;
  readonly description: string | null;
  /** The post's path in its language (`/de/blog/…`). */
  readonly path: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
  readonly updatedAt: string | null;
  readonly author: { readonly name: string; readonly role: string | null } | null;
  readonly category: string | null;
  readonly tags: readonly string[];
  readonly wordCount: number | null;
  readonly siteName: string;
  readonly origin: string;
}

/** schema.org `BlogPosting` of a blog post; every URL absolute, as search engines require. */
export function blogPostingJsonLd(input: BlogPostingInput): JsonLd {
  const url = absoluteUrl(input.path, input.origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description ?? undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: localeTag(input.locale),
    image: input.imageUrl ? [absoluteUrl(input.imageUrl, input.origin)] : undefined,
    datePublished: input.publishedAt,
    dateModified: input.updatedAt ?? input.publishedAt,
    author: input.author
      ? { '@type': 'Person', name: input.author.name, jobTitle: input.author.role ?? undefined }
      : { '@type': 'Organization', name: input.siteName },
    publisher: { '@type': 'Organization', name: input.siteName, url: absoluteUrl('/', input.origin) },
    articleSection: input.category ?? undefined,
    keywords: input.tags.length > 0 ? input.tags.join(', ') : undefined,
    wordCount: input.wordCount ?? undefined,
  };
}
