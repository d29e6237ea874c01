import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { MailLinkPage, mailLinkMetadata } from '@/auth/mail-link-page';
import { newsletterLinkKinds } from '@/newsletter/newsletter-link-kinds';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/unsubscribe'>): Promise<Metadata> {
  return mailLinkMetadata(requireLocale((await params).locale), newsletterLinkKinds.unsubscribe);
}

/**
 * Where the unsubscribe link of newsletter mail leads: `?token=…`, unsubscribed with a button
 * press (mail programs' one-click unsubscribe goes to the shop API directly, see `List-Unsubscribe`).
 */
export default async function NewsletterUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <MailLinkPage locale={locale} token={token} copy={newsletterLinkKinds.unsubscribe} />;
}
