import type { Locale } from '@seedshop/locales';
import type { ContentImageValue } from '@/content/content-image';
import { contentPath } from '@/content/content-paths';
import { getIntl } from '@/i18n/server';
import { ContentCard } from '../shared/content-card';
import { formatContentDate, isoDate } from '../shared/content-dates';
import { blogCategoryLabel } from './blog-category';
import { readingMinutes } from './reading-time';

/** What `blogTeaserFields` projects (queries/blocks.ts); every field may be missing in a draft. */
export interface BlogPostTeaser {
  readonly _id: string;
  readonly title: string | null;
  readonly slug: string | null;
  readonly excerpt: string | null;
  readonly category: string | null;
  readonly publishedAt: string | null;
  readonly mainImage: ContentImageValue | null;
  readonly wordCount: number | null;
}

interface BlogPostCardProps {
  readonly locale: Locale;
  readonly post: BlogPostTeaser;
  readonly headingLevel?: 'h2' | 'h3';
  /** The first card of a list whose image may be the largest paint: loaded at once. */
  readonly priority?: boolean;
}

/**
 * A blog post as a card: image, category, title (the link, stretched over the card), excerpt,
 * date and reading time. The blog list and "more articles" share it.
 */
export function BlogPostCard({ locale, post, headingLevel = 'h2', priority = false }: BlogPostCardProps) {
  const href = contentPath(locale, { _type: 'blogPost', slug: post.slug });
  if (href === null || !post.title) return null;
  const intl = getIntl(locale);
  const date = formatContentDate(intl, post.publishedAt);
  return (
    <ContentCard
      href={href}
      title={post.title}
      image={post.mainImage}
      sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
      headingLevel={headingLevel}
      priority={priority}
      eyebrow={blogCategoryLabel(intl, post.category)}
    >
      {post.excerpt && <p className="line-clamp-3 text-ink-700">{post.excerpt}</p>}
      <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-sm text-ink-600">
        {date && post.publishedAt && <time dateTime={isoDate(post.publishedAt)}>{date}</time>}
        <span>
          {intl.formatMessage({ id: 'blocks.blog.readingTime' }, { minutes: readingMinutes(post.wordCount) })}
        </span>
      </p>
    </ContentCard>
  );
}
