import 'server-only';
import { env } from '@/config/env';
import { contentPath } from '@/content/content-paths';
import { fetchContent } from '@/content/content-source.server';
import { blogPostQuery } from '@/content/queries/pages-blog';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { openGraphImage } from '../shared/og-image';
import { pageTags } from '../shared/page-tags';
import { documentPage } from '../shared/resolved-page';
import { blogCategoryLabel } from './blog-category';
import { blogPostingJsonLd } from './blog-post-json-ld';
import { BlogPostPage } from './blog-post-page';

/**
 * `/blog/{slug}`: the post with that slug in the page's language. Slugs are translated, so a
 * post's other languages come from its translation metadata; a language without a version sends
 * the language switcher to that language's blog.
 */
export const resolveBlogPost: PageResolver = async ({ locale, params }) => {
  const slug = params.slug;
  if (slug === undefined) return null;
  const post = await fetchContent(blogPostQuery, { language: locale, slug }, { tags: pageTags('blogPost') });
  if (post === null) return null;

  const path = contentPath(locale, post) ?? pathTo(locale, 'blogPost', { slug });
  const intl = getIntl(locale);
  const image = openGraphImage(post.seo?.image ?? post.mainImage);
  const author = post.author?.name?.trim() ? { name: post.author.name.trim(), role: post.author.role ?? null } : null;
  const structuredData = blogPostingJsonLd({
    locale,
    title: post.title,
    description: post.excerpt,
    path,
    imageUrl: image?.url ?? null,
    publishedAt: post.publishedAt,
    updatedAt: post._updatedAt,
    author,
    category: blogCategoryLabel(intl, post.category),
    tags: post.tags ?? [],
    wordCount: post.wordCount,
    siteName: intl.formatMessage({ id: 'site.name' }),
    origin: env.SITE_URL,
  });
  return documentPage({
    locale,
    path,
    translations: post.translations,
    fallback: (other) => pathTo(other, 'blog'),
    title: post.title,
    description: post.excerpt,
    seo: post.seo,
    image: post.mainImage,
    article: { publishedTime: post.publishedAt, authors: author ? [author.name] : undefined },
    render: () => <BlogPostPage locale={locale} post={post} structuredData={structuredData} />,
  });
};
