import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { ComparisonListsPage } from '@/comparison/comparison-lists-page';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';

// Personal: rendered for each request with the customer's session, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/comparison-lists'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'comparison.lists.title' }),
    alternates: alternatesOf('accountComparisonLists'),
    noIndex: true,
  });
}

/** "Comparison lists": the comparisons the customer saved (the account layout has checked the session). */
export default async function AccountComparisonListsRoute({ params }: PageProps<'/[locale]/account/comparison-lists'>) {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">
          {intl.formatMessage({ id: 'comparison.lists.title' })}
        </h1>
        <Link href={pathTo(locale, 'comparison')} className="font-medium text-brand-700 underline underline-offset-2">
          {intl.formatMessage({ id: 'comparison.lists.toComparison' })}
        </Link>
      </div>
      <ComparisonListsPage locale={locale} />
    </div>
  );
}
