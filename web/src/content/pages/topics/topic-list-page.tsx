import type { Locale } from '@seedshop/locales';
import { contentPath } from '@/content/content-paths';
import type { TopicListQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { ContentCard } from '../shared/content-card';
import { ListPageFrame } from '../shared/list-page-frame';

/** `/topic`: every themed world of the language as a card (image, title, intro). */
export function TopicListPage({ locale, topics }: { readonly locale: Locale; readonly topics: TopicListQueryResult }) {
  const intl = getIntl(locale);
  return (
    <ListPageFrame locale={locale} titleId="pageTitle.themedWorlds" introId="topic.intro">
      {topics.length === 0 ? (
        <p className="text-ink-700">{intl.formatMessage({ id: 'topic.empty' })}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2">
          {topics.map((topic, index) => {
            const href = contentPath(locale, topic);
            if (href === null) return null;
            return (
              <li key={topic._id}>
                <ContentCard
                  href={href}
                  title={topic.title}
                  image={topic.image}
                  priority={index === 0}
                  sizes="(min-width: 1280px) 620px, (min-width: 640px) 50vw, 100vw"
                >
                  <p className="text-ink-700">{topic.intro}</p>
                </ContentCard>
              </li>
            );
          })}
        </ul>
      )}
    </ListPageFrame>
  );
}
