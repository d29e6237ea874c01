import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { NewsletterLinkPage, newsletterLinkMetadata } from '@/newsletter/newsletter-link-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/unsubscribe'>): Promise<Metadata> {
  return newsletterLinkMetadata(requireLocale((await params).locale), 'unsubscribe');
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
  return <NewsletterLinkPage locale={locale} token={token} kind="unsubscribe" />;
}
