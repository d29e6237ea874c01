import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { AlertLinkPage, alertLinkMetadata } from '@/subscriptions/alert-link-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/product-alerts/confirm'>): Promise<Metadata> {
  return alertLinkMetadata(requireLocale((await params).locale), 'confirm');
}

/** Where a product-alert mail's confirmation link leads: `?token=…`, used with a button press. */
export default async function ProductAlertConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/product-alerts/confirm'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <AlertLinkPage locale={locale} token={token} kind="confirm" />;
}
