import 'server-only';
import { contentPath } from '@/content/content-paths';
import { fetchContent } from '@/content/content-source.server';
import { topListQuery } from '@/content/queries/pages-top-lists';
import { pathTo } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { pageTags } from '../shared/page-tags';
import { documentPage } from '../shared/resolved-page';
import { TopListPage } from './top-list-page';

/** `/top-10-{slug}`: a top-10 list by its slug in the page's language. */
export const resolveTopList: PageResolver = async ({ locale, params }) => {
  const slug = params.slug;
  if (slug === undefined) return null;
  const list = await fetchContent(topListQuery, { language: locale, slug }, { tags: pageTags('topList') });
  if (list === null) return null;
  return documentPage({
    locale,
    path: contentPath(locale, list) ?? pathTo(locale, 'topList', { slug }),
    translations: list.translations,
    fallback: (other) => pathTo(other, 'home'),
    title: list.title,
    description: list.intro,
    seo: list.seo,
    image: list.image,
    render: () => <TopListPage locale={locale} list={list} />,
  });
};
