import type { Metadata } from 'next';
import { Link } from '@/routing/link';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { OrderDetail } from '@/orders/order-detail';
import { OrderPlacedBanner } from '@/orders/order-placed-banner';
import { readAccountOrder } from '@/orders/orders-api.server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf, pathTo } from '@/routing/paths';
import { Icon } from '@/ui/icon/icon';

// Personal: rendered for each request with the customer's session, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/orders/[number]'>): Promise<Metadata> {
  const { locale: localeParam, number } = await params;
  const locale = requireLocale(localeParam);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'orders.detail.title' }, { number }),
    alternates: alternatesOf('accountOrder', { number }),
    noIndex: true,
  });
}

/**
 * One of the customer's orders (`?placed=1`: the checkout has just placed it); another customer's
 * number is the same 404 as an unknown one.
 */
export default async function AccountOrderPage({
  params,
  searchParams,
}: PageProps<'/[locale]/account/orders/[number]'>) {
  const { locale: localeParam, number } = await params;
  const placed = (await searchParams).placed === '1';
  const locale = requireLocale(localeParam);
  const lookup = await readAccountOrder(locale, number);
  if (lookup.kind !== 'found') notFound();
  const intl = getIntl(locale);
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={pathTo(locale, 'accountOrders')}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        <Icon name="lucide:arrow-left" />
        {intl.formatMessage({ id: 'orders.detail.back' })}
      </Link>
      {placed && <OrderPlacedBanner locale={locale} number={lookup.value.number} email={lookup.value.email} />}
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {intl.formatMessage({ id: 'orders.detail.title' }, { number: lookup.value.number })}
      </h1>
      <OrderDetail locale={locale} order={lookup.value} view="account" />
    </div>
  );
}
