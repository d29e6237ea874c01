import { BlogPostCard } from '@/content/pages/blog/blog-post-card';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf, BlogTeaser } from './block-types';
import { SeeAllLink } from './see-all-link';

const DEFAULT_LIMIT = 3;
const MAX_LIMIT = 12;

/** The posts to show: chosen ones in the editor's order or the latest, without missing ones. */
export function teaserPosts(block: BlockOf<'blogTeasers'>): BlogTeaser[] {
  const limit = Math.min(Math.max(1, Math.round(block.limit ?? DEFAULT_LIMIT)), MAX_LIMIT);
  // A chosen post that is not published (any more) dereferences to null.
  const posts = (block.posts ?? []).filter((post): post is BlogTeaser => post !== null && Boolean(post.slug));
  return posts.slice(0, limit);
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
        <SeeAllLink href={pathTo(locale, 'blog')}>
          {intl.formatMessage({ id: 'blocks.blog.all' })}
          <span aria-hidden="true"> →</span>
        </SeeAllLink>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id}>
            <BlogPostCard locale={locale} post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
