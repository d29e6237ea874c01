import 'server-only';
import { contentPath, pageKindRoutes, type PageKind } from '@/content/content-paths';
import { fetchContent } from '@/content/content-source.server';
import { infoPageQuery } from '@/content/queries/pages-info';
import { pathTo } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { pageTags } from '../shared/page-tags';
import { documentPage } from '../shared/resolved-page';
import { InfoPage } from './info-page';

/**
 * The resolver of one info page route (`/imprint`, `/contact-us`, …): the `page` document of that
 * kind in the page's language, or no page (404) when the language has none.
 */
export function infoPageResolver(kind: PageKind): PageResolver {
  return async ({ locale }) => {
    const page = await fetchContent(infoPageQuery, { language: locale, kind }, { tags: pageTags('page') });
    if (page === null) return null;
    return documentPage({
      locale,
      path: contentPath(locale, { _type: 'page', kind }) ?? pathTo(locale, pageKindRoutes[kind]),
      translations: page.translations,
      fallback: (other) => pathTo(other, 'home'),
      title: page.title,
      description: page.intro,
      seo: page.seo,
      render: () => <InfoPage locale={locale} page={page} />,
    });
  };
}
