import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { MailLinkPage, mailLinkMetadata } from '@/auth/mail-link-page';
import { alertLinkKinds } from '@/subscriptions/alert-link-kinds';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/product-alerts/unsubscribe'>): Promise<Metadata> {
  return mailLinkMetadata(requireLocale((await params).locale), alertLinkKinds.unsubscribe);
}

/** Where a product-alert mail's unsubscribe link leads: `?token=…`, used with a button press. */
export default async function ProductAlertUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/product-alerts/unsubscribe'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <MailLinkPage locale={locale} token={token} copy={alertLinkKinds.unsubscribe} />;
}
