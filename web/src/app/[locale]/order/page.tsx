import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { OrderDetail } from '@/orders/order-detail';
import { OrderPlacedBanner } from '@/orders/order-placed-banner';
import { linkedOrderQuery } from '@/orders/order-query';
import { readLinkedOrder } from '@/orders/orders-api.server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';

// Personal (the signed link is the proof): rendered for each request, never cached or indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/order'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return pageMetadata({
    locale,
    title: getIntl(locale).formatMessage({ id: 'orders.link.title' }),
    alternates: alternatesOf('orderView'),
    noIndex: true,
  });
}

/**
 * An order through its signed link (`?number=…&access=…`, from the confirmation mail and from the
 * checkout, which adds `placed=1` right after placing it). A wrong or missing link is a 404.
 */
export default async function OrderViewPage({ params, searchParams }: PageProps<'/[locale]/order'>) {
  const locale = requireLocale((await params).locale);
  const query = linkedOrderQuery(await searchParams);
  if (query === null) notFound();
  const lookup = await readLinkedOrder(locale, query.number, query.access);
  if (lookup.kind !== 'found') notFound();
  const order = lookup.value;
  const intl = getIntl(locale);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      {query.placed && <OrderPlacedBanner locale={locale} number={order.number} email={order.email} />}
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">
        {intl.formatMessage({ id: 'orders.detail.title' }, { number: order.number })}
      </h1>
      <OrderDetail locale={locale} order={order} view="link" />
    </div>
  );
}
