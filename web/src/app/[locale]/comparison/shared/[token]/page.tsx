import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { notFound } from 'next/navigation';
import { readSharedComparisonList } from '@/comparison/comparison-api.server';
import { ComparisonTable } from '@/comparison/comparison-table';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { routeEntry } from '@/routing/registry';
import { generalCatalogPath } from '@/ui/shell/navigation';

// Read for each request: the owner may rename or delete the list at any time.
export const dynamic = 'force-dynamic';

function validToken(token: string): boolean {
  return routeEntry('sharedComparison').spec.validate?.({ token }) ?? false;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/comparison/shared/[token]'>): Promise<Metadata> {
  const { locale: raw, token } = await params;
  const locale = requireLocale(raw);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'comparison.shared.title' }),
    alternates: alternatesOf('sharedComparison', { token }),
    noIndex: true,
  });
}

/** A comparison list through its share link: read-only, for anybody holding the link. */
export default async function SharedComparisonRoute({ params }: PageProps<'/[locale]/comparison/shared/[token]'>) {
  const { locale: raw, token } = await params;
  const locale = requireLocale(raw);
  if (!validToken(token)) notFound();
  const lookup = await readSharedComparisonList(locale, token);
  if (lookup.kind !== 'found') notFound();
  const intl = getIntl(locale);
  const list = lookup.value;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {intl.formatMessage({ id: 'comparison.shared.kicker' })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{list.name}</h1>
        <p className="text-ink-700">{intl.formatMessage({ id: 'comparison.shared.intro' })}</p>
      </div>
      {list.products.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink-700">{intl.formatMessage({ id: 'comparison.shared.empty' })}</p>
          <Link href={generalCatalogPath(locale)} className="font-medium text-brand-700 underline underline-offset-2">
            {intl.formatMessage({ id: 'comparison.browse' })}
          </Link>
        </div>
      ) : (
        <ComparisonTable locale={locale} products={list.products} />
      )}
    </div>
  );
}
