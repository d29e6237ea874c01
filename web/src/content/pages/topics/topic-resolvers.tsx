import 'server-only';
import { contentPath } from '@/content/content-paths';
import { fetchContent } from '@/content/content-source.server';
import { typeTags } from '@/content/content-tags';
import { topicListQuery, topicQuery } from '@/content/queries/pages-topics';
import { getIntl } from '@/i18n/server';
import { alternatesOf, pathTo } from '@/routing/paths';
import type { PageResolver } from '@/routing/resolve';
import { pageTags } from '../shared/page-tags';
import { documentPage, listPage } from '../shared/resolved-page';
import { TopicListPage } from './topic-list-page';
import { TopicPage } from './topic-page';

/** `/topic`: the themed worlds of the page's language. */
export const resolveTopicList: PageResolver = async ({ locale }) => {
  const topics = await fetchContent(topicListQuery, { language: locale }, { tags: typeTags('topic') });
  const intl = getIntl(locale);
  return listPage({
    locale,
    alternates: alternatesOf('topics'),
    title: intl.formatMessage({ id: 'pageTitle.themedWorlds' }),
    description: intl.formatMessage({ id: 'topic.intro' }),
    image: topics[0]?.image,
    render: () => <TopicListPage locale={locale} topics={topics} />,
  });
};

/** `/topic/{slug}`: one themed world by its slug in the page's language. */
export const resolveTopic: PageResolver = async ({ locale, params }) => {
  const slug = params.slug;
  if (slug === undefined) return null;
  const topic = await fetchContent(topicQuery, { language: locale, slug }, { tags: pageTags('topic') });
  if (topic === null) return null;
  return documentPage({
    locale,
    path: contentPath(locale, topic) ?? pathTo(locale, 'topic', { slug }),
    translations: topic.translations,
    fallback: (other) => pathTo(other, 'topics'),
    title: topic.title,
    description: topic.intro,
    seo: topic.seo,
    image: topic.image,
    render: () => <TopicPage locale={locale} topic={topic} />,
  });
};
