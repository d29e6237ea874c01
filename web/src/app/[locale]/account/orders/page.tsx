import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { OrderListView } from '@/orders/order-list';
import { listPageOf } from '@/orders/order-query';
import { readAccountOrders } from '@/orders/orders-api.server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';
import { generalCatalogPath } from '@/ui/shell/navigation';

// Personal: rendered for each request with the customer's session, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/orders'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'orders.title' }),
    alternates: alternatesOf('accountOrders'),
    noIndex: true,
  });
}

/** "My orders": the customer's orders, ten a page (the account layout has checked the session). */
export default async function AccountOrdersPage({ params, searchParams }: PageProps<'/[locale]/account/orders'>) {
  const locale = requireLocale((await params).locale);
  const page = listPageOf((await searchParams).page);
  if (page === null) notFound();
  const lookup = await readAccountOrders(locale, page);
  if (lookup.kind !== 'found' || (page > 1 && page > lookup.value.pageCount)) notFound();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {getIntl(locale).formatMessage({ id: 'orders.title' })}
      </h1>
      <OrderListView locale={locale} list={lookup.value} catalogHref={generalCatalogPath(locale)} />
    </div>
  );
}
