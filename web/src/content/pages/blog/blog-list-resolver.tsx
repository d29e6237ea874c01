import 'server-only';
import { fetchContent } from '@/content/content-source.server';
import { typeTags } from '@/content/content-tags';
import { blogListQuery } from '@/content/queries/pages-blog';
import { getIntl } from '@/i18n/server';
import { alternatesOf } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { listPage } from '../shared/resolved-page';
import { blogPageCount, pageSlice } from './blog-paging';
import { BlogListPage } from './blog-list-page';

/**
 * `/blog` (page 1) and `/blog/page-{n}` (n ≥ 2, checked by the registry). A page beyond the last
 * one is no page (404), so a list that shrinks never shows an empty page.
 */
export const resolveBlogList: PageResolver = async ({ locale, params }) => {
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isSafeInteger(page) || page < 1) return null;
  const { start, end } = pageSlice(page);
  const { total, posts } = await fetchContent(
    blogListQuery,
    { language: locale, start, end },
    { tags: typeTags('blogPost') },
  );
  const pageCount = blogPageCount(total);
  if (page > pageCount) return null;

  const intl = getIntl(locale);
  const heading = intl.formatMessage({ id: 'pageTitle.tipsAndInspiration' });
  return listPage({
    locale,
    alternates: page === 1 ? alternatesOf('blog') : alternatesOf('blogPage', { page: String(page) }),
    title: page === 1 ? heading : intl.formatMessage({ id: 'catalogue.meta.pagedTitle' }, { title: heading, page }),
    description: intl.formatMessage({ id: 'blog.intro' }),
    image: posts[0]?.mainImage,
    render: () => <BlogListPage locale={locale} page={page} pageCount={pageCount} posts={posts} />,
  });
};
