import type { Locale } from '@seedshop/locales';
import type { BlogListQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { Pagination } from '@/ui/kit/pagination';
import { PageHeading } from '../shared/page-heading';
import { blogListPath } from './blog-paging';
import { BlogPostCard } from './blog-post-card';

interface BlogListPageProps {
  readonly locale: Locale;
  readonly page: number;
  readonly pageCount: number;
  readonly posts: BlogListQueryResult['posts'];
}

/** `/blog` and `/blog/page-{n}`: six post cards a page, newest first, and the page links. */
export function BlogListPage({ locale, page, pageCount, posts }: BlogListPageProps) {
  const intl = getIntl(locale);
  const title = intl.formatMessage({ id: 'pageTitle.tipsAndInspiration' });
  const home = { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') };
  const breadcrumbs =
    page === 1
      ? [home, { label: title }]
      : [
          home,
          { label: title, href: blogListPath(locale, 1) },
          { label: intl.formatMessage({ id: 'catalogue.meta.pagedTitle' }, { title, page }) },
        ];
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8">
      <PageHeading
        intl={intl}
        breadcrumbs={breadcrumbs}
        title={title}
        intro={intl.formatMessage({ id: 'blog.intro' })}
      />
      {posts.length === 0 ? (
        <p className="text-ink-700">{intl.formatMessage({ id: 'blog.empty' })}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post._id}>
              <BlogPostCard locale={locale} post={post} priority={page === 1 && index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        intl={intl}
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => blogListPath(locale, target)}
        label={intl.formatMessage({ id: 'blog.pagination' })}
        className="flex justify-center"
      />
    </div>
  );
}
