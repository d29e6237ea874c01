import type { Metadata } from 'next';
import { HomeContent, homeMetadata, loadHome } from '@/content/pages/home/home-content';
import { requireLocale } from '@/i18n/request-locale';

/**
 * Prerendered per locale and kept in Next's cache; content changes purge it by tag (webhook), and the
 * live shop data of its product blocks (prices, stock) is refreshed at least every five minutes.
 * `force-static` because the `[locale]` not-found boundary reads the request path (headers), which
 * would otherwise make this page dynamic although the page itself reads nothing from the request.
 */
export const dynamic = 'force-static';
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  return homeMetadata(locale, await loadHome(locale));
}

/**
 * The home page, composed by editors in the CMS (`home` document of the language). A static page:
 * it reads no cookies, headers or search parameters, and content changes revalidate it by tag.
 */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = requireLocale((await params).locale);
  return <HomeContent locale={locale} data={await loadHome(locale)} />;
}
