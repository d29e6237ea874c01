import type { Metadata } from 'next';
import { ComparisonPage } from '@/comparison/comparison-page';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { generalCatalogPath } from '@/ui/shell/navigation';

export async function generateMetadata({ params }: PageProps<'/[locale]/comparison'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'comparison.title' }),
    alternates: alternatesOf('comparison'),
    noIndex: true,
  });
}

/**
 * The product comparison. The page is the same for everybody (cacheable); the shopper's own
 * comparison is loaded in the browser.
 */
export default async function ComparisonRoute({ params }: PageProps<'/[locale]/comparison'>) {
  const locale = requireLocale((await params).locale);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {getIntl(locale).formatMessage({ id: 'comparison.title' })}
      </h1>
      <ComparisonPage locale={locale} catalogHref={generalCatalogPath(locale)} />
    </div>
  );
}
