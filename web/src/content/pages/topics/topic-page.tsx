import type { Locale } from '@seedshop/locales';
import { PageBlocks } from '@/content/blocks/page-blocks';
import type { TopicQueryResult } from '@/content/sanity.types';
import { getIntl } from '@/i18n/server';
import { pathTo } from '@/routing/paths';
import { PageHero } from '../shared/page-hero';

/** `/topic/{slug}`: a themed world — title, intro and image side by side, then the editor's blocks. */
export function TopicPage({
  locale,
  topic,
}: {
  readonly locale: Locale;
  readonly topic: NonNullable<TopicQueryResult>;
}) {
  const intl = getIntl(locale);
  const blocks = topic.blocks ?? [];
  return (
    <div className="flex flex-col gap-10 py-6 sm:py-8">
      <PageHero
        intl={intl}
        image={topic.image}
        title={topic.title}
        intro={topic.intro}
        breadcrumbs={[
          { label: intl.formatMessage({ id: 'nav.home' }), href: pathTo(locale, 'home') },
          { label: intl.formatMessage({ id: 'pageTitle.themedWorlds' }), href: pathTo(locale, 'topics') },
          { label: topic.title },
        ]}
      />
      {blocks.length > 0 && <PageBlocks blocks={blocks} context={{ locale, titled: true }} />}
    </div>
  );
}
