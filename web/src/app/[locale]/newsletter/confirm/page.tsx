import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { NewsletterLinkPage, newsletterLinkMetadata } from '@/newsletter/newsletter-link-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  return newsletterLinkMetadata(requireLocale((await params).locale), 'confirm');
}

/** Where the newsletter's confirmation mail leads: `?token=…`, confirmed with a button press. */
export default async function NewsletterConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <NewsletterLinkPage locale={locale} token={token} kind="confirm" />;
}
