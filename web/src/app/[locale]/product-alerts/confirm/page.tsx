import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { MailLinkPage, mailLinkMetadata } from '@/auth/mail-link-page';
import { alertLinkKinds } from '@/subscriptions/alert-link-kinds';

export async function generateMetadata({ params }: PageProps<'/[locale]/product-alerts/confirm'>): Promise<Metadata> {
  return mailLinkMetadata(requireLocale((await params).locale), alertLinkKinds.confirm);
}

/** Where a product-alert mail's confirmation link leads: `?token=…`, used with a button press. */
export default async function ProductAlertConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/product-alerts/confirm'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <MailLinkPage locale={locale} token={token} copy={alertLinkKinds.confirm} />;
}
