import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { AlertLinkPage, alertLinkMetadata } from '@/subscriptions/alert-link-page';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/product-alerts/unsubscribe'>): Promise<Metadata> {
  return alertLinkMetadata(requireLocale((await params).locale), 'unsubscribe');
}

/** Where a product-alert mail's unsubscribe link leads: `?token=…`, used with a button press. */
export default async function ProductAlertUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/product-alerts/unsubscribe'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <AlertLinkPage locale={locale} token={token} kind="unsubscribe" />;
}
