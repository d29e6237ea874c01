import type { Locale } from '@seedshop/locales';
import Link from 'next/link';
import { ContentImage } from '@/content/content-image';
import { contentPath } from '@/content/content-paths';
import { readingMinutes } from '@/content/pages/blog/reading-time';
import type { MessageId } from '@/i18n/messages';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf, BlogTeaser } from './block-types';

const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 12;

export const blogCategoryMessages = {
  growing: 'blocks.blog.category.growing',
  strains: 'blocks.blog.category.strains',
  harvest: 'blocks.blog.category.harvest',
  guides: 'blocks.blog.category.guides',
  news: 'blocks.blog.category.news',
} as const satisfies Record<NonNullable<BlogTeaser['category']>, MessageId>;

/** The posts to show: chosen ones in the editor's order or the latest, without missing ones. */
export function teaserPosts(block: BlockOf<'blogTeasers'>): BlogTeaser[] {
  const limit = Math.min(Math.max(1, Math.round(block.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
  // A chosen post that is not published (any more) dereferences to null.
  const posts = (block.posts ?? []).filter((post): post is BlogTeaser => post !== null && Boolean(post.slug));
  return posts.slice(0, limit);
}

function TeaserCard({ post, locale }: { readonly post: BlogTeaser; readonly locale: Locale }) {
  const intl = getIntl(locale);
  const href = contentPath(locale, post);
  if (href === null) return null;
  const published = post.publishedAt ? new Date(post.publishedAt) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-lg">
      <div className="aspect-[16/9] overflow-hidden bg-ink-50">
        <ContentImage
          image={post.mainImage}
          alt=""
          aspectRatio={16 / 9}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {post.category && (
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {intl.formatMessage({ id: blogCategoryMessages[post.category] })}
          </p>
        )}
        <h3 className="text-lg leading-snug font-semibold text-ink-900">
          <Link
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 hover:underline"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-sm text-ink-700">{post.excerpt}</p>}
        <p className="mt-auto flex flex-wrap gap-x-2 pt-2 text-sm text-ink-600">
          {published !== null && !Number.isNaN(published.getTime()) && (
            <time dateTime={post.publishedAt ?? undefined}>
              {intl.formatDate(published, { dateStyle: 'medium', timeZone: 'UTC' })}
            </time>
          )}
          <span aria-hidden="true">·</span>
          <span>
            {intl.formatMessage({ id: 'blocks.blog.readingTime' }, { minutes: readingMinutes(post.wordCount) })}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Blog post cards (image, category, title, excerpt, date, reading time) and a link to the blog. */
export function BlogTeasersBlock({ block, context }: { block: BlockOf<'blogTeasers'>; context: BlockContext }) {
  const { locale } = context;
  const posts = teaserPosts(block);
  if (posts.length === 0) return null;
  const intl = getIntl(locale);
  return (
    <BlockSection
      blockKey={block._key}
      heading={block.heading}
      aside={
        <Link
          href={pathTo(locale, 'blog')}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {intl.formatMessage({ id: 'blocks.blog.all' })}
          <span aria-hidden="true"> →</span>
        </Link>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id}>
            <TeaserCard post={post} locale={locale} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
