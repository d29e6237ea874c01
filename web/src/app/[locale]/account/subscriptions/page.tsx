import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { listPageOf } from '@/orders/order-query';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { readAccountSubscriptions } from '@/subscriptions/alerts-api.server';
import { SubscriptionList } from '@/subscriptions/subscription-list';

// Personal: rendered for each request with the customer's session, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/subscriptions'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'subscriptions.page.title' }),
    alternates: alternatesOf('accountSubscriptions'),
    noIndex: true,
  });
}

/** "Product subscriptions": active and fulfilled alerts, with cancel (the account layout has checked the session). */
export default async function AccountSubscriptionsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/account/subscriptions'>) {
  const locale = requireLocale((await params).locale);
  const page = listPageOf((await searchParams).page);
  if (page === null) notFound();
  const lookup = await readAccountSubscriptions(locale, page);
  if (lookup.kind !== 'found' || (page > 1 && page > lookup.value.pageCount)) notFound();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {getIntl(locale).formatMessage({ id: 'subscriptions.page.title' })}
      </h1>
      <SubscriptionList locale={locale} list={lookup.value} />
    </div>
  );
}
