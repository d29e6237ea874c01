import type { Locale } from '@seedshop/locales';
import { Link } from '@/routing/link';
import { ProductCardList } from '@/content/blocks/product-card-list';
import { productsByIds } from '@/content/blocks/product-lookup.server';
import { RichText } from '@/content/blocks/rich-text';
import { JsonLdScript } from '@/seo/json-ld-script';
import type { JsonLd } from '@/seo/json-ld';
import { ContentImage } from '@/content/content-image';
import type { BlogPostQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';
import { Breadcrumbs } from '@/ui/kit/breadcrumbs';
import { formatContentDate, isoDate } from '../shared/content-dates';
import { blogCategoryLabel } from './blog-category';
import { BlogPostCard } from './blog-post-card';
import { readingMinutes } from './reading-time';

export type BlogPostDocument = NonNullable<BlogPostQueryResult>;

interface BlogPostPageProps {
  readonly locale: Locale;
  readonly post: BlogPostDocument;
  readonly structuredData: JsonLd;
}

function Byline({ locale, post }: { readonly locale: Locale; readonly post: BlogPostDocument }) {
  const intl = getIntl(locale);
  const date = formatContentDate(intl, post.publishedAt);
  const author = post.author?.name?.trim();
  const role = post.author?.role?.trim();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
      {author && (
        <span>
          {role
            ? intl.formatMessage({ id: 'blog.post.authorWithRole' }, { name: author, role })
            : intl.formatMessage({ id: 'blog.post.author' }, { name: author })}
        </span>
      )}
      {date && <time dateTime={isoDate(post.publishedAt)}>{date}</time>}
      <span className="inline-flex items-center gap-1">
        <Icon name="lucide:clock" size={16} />
        {intl.formatMessage({ id: 'blocks.blog.readingTime' }, { minutes: readingMinutes(post.wordCount) })}
      </span>
    </p>
  );
}

async function RelatedProducts({ locale, post }: { readonly locale: Locale; readonly post: BlogPostDocument }) {
  const ids = (post.relatedProducts ?? []).map((ref) => ref.productId);
  const products = ids.length === 0 ? [] : await productsByIds(locale, ids);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="blog-post-products" className="flex flex-col gap-4">
      <h2 id="blog-post-products" className="text-2xl font-semibold text-ink-900">
        {getIntl(locale).formatMessage({ id: 'blog.post.relatedProducts' })}
      </h2>
      <ProductCardList locale={locale} products={products} />
    </section>
  );
}

/**
 * A blog post: trail, category, title, byline (author, date, reading time), main image (the
 * largest paint), the Portable Text body, tags, the strains it mentions and more articles.
 */
export function BlogPostPage({ locale, post, structuredData }: BlogPostPageProps) {
  const intl = getIntl(locale);
  const blogTitle = intl.formatMessage({ id: 'pageTitle.tipsAndInspiration' });
  const category = blogCategoryLabel(intl, post.category);
  const tags = (post.tags ?? []).filter((tag) => tag.trim() !== '');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:py-8">
      <JsonLdScript data={structuredData} />
      <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <Breadcrumbs
          intl={intl}
          items={[
            { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
            { label: blogTitle, href: pathTo(locale, 'blog') },
            { label: post.title },
          ]}
        />
        <header className="flex flex-col gap-3">
          {category && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{category}</p>}
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">{post.title}</h1>
          <p className="text-lg leading-relaxed text-ink-700">{post.excerpt}</p>
          <Byline locale={locale} post={post} />
        </header>
        <figure className="overflow-hidden rounded-[var(--radius-card)] bg-ink-100">
          <ContentImage
            image={post.mainImage}
            priority
            sizes="(min-width: 768px) 768px, 100vw"
            className="h-auto w-full"
          />
          {post.mainImage.caption && (
            <figcaption className="px-4 py-2 text-sm text-ink-600">{post.mainImage.caption}</figcaption>
          )}
        </figure>
        <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink-800">
          <RichText value={post.body} locale={locale} />
        </div>
        {tags.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 border-t border-ink-200 pt-6">
            <h2 className="text-sm font-semibold text-ink-900">{intl.formatMessage({ id: 'blog.post.tags' })}</h2>
            <ul className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>

      <RelatedProducts locale={locale} post={post} />

      {post.more.length > 0 && (
        <section aria-labelledby="blog-post-more" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="blog-post-more" className="text-2xl font-semibold text-ink-900">
              {intl.formatMessage({ id: 'blog.post.moreArticles' })}
            </h2>
            <Link href={pathTo(locale, 'blog')} className="font-medium text-brand-700 hover:underline">
              {intl.formatMessage({ id: 'blocks.blog.all' })}
            </Link>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.more.map((teaser) => (
              <li key={teaser._id}>
                <BlogPostCard locale={locale} post={teaser} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
