import type { Locale } from '@seedshop/locales';
import { contentPath } from '@/content/content-paths';
import type { TopicListQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { ContentCard } from '../shared/content-card';
import { PageHeading } from '../shared/page-heading';

/** `/topic`: every themed world of the language as a card (image, title, intro). */
export function TopicListPage({ locale, topics }: { readonly locale: Locale; readonly topics: TopicListQueryResult }) {
  const intl = getIntl(locale);
  const title = intl.formatMessage({ id: 'pageTitle.themedWorlds' });
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:py-8">
      <PageHeading
        intl={intl}
        title={title}
        intro={intl.formatMessage({ id: 'topic.intro' })}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: title },
        ]}
      />
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
    </div>
  );
}
