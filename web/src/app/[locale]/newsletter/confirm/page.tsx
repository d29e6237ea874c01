import type { Metadata } from 'next';
import { requireLocale } from '@/i18n/request-locale';
import { MailLinkPage, mailLinkMetadata } from '@/auth/mail-link-page';
import { newsletterLinkKinds } from '@/newsletter/newsletter-link-kinds';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  return mailLinkMetadata(requireLocale((await params).locale), newsletterLinkKinds.confirm);
}

/** Where the newsletter's confirmation mail leads: `?token=…`, confirmed with a button press. */
export default async function NewsletterConfirmPage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = requireLocale((await params).locale);
  const { token } = await searchParams;
  return <MailLinkPage locale={locale} token={token} copy={newsletterLinkKinds.confirm} />;
}
