import type { Metadata } from 'next';
import { publicCatalogueApi } from '@/catalogue/catalogue-api.server';
import { SeedBankIndex } from '@/catalogue/seed-banks/seed-bank-index';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';

/**
 * The same for every visitor: rendered once per language and kept in Next's cache (it reads no
 * cookies, headers or search parameters; the shop's public catalogue only). A bank's logo, country
 * and product count are rendered again at the latest after five minutes. `force-static` for the same
 * reason as the home page: the `[locale]` not-found boundary reads the request path.
 */
export const dynamic = 'force-static';
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]/all-seed-banks'>): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const intl = getIntl(locale);
  return pageMetadata({
    locale,
    title: intl.formatMessage({ id: 'seedBanks.title' }),
    description: intl.formatMessage({ id: 'seedBanks.description' }),
    alternates: alternatesOf('allSeedBanks'),
  });
}

/** Every seed bank of the shop from A to Z, each linked to its own catalog. */
export default async function AllSeedBanksPage({ params }: PageProps<'/[locale]/all-seed-banks'>) {
  const locale = requireLocale((await params).locale);
  const banks = await publicCatalogueApi(locale).seedBanks();
  return <SeedBankIndex locale={locale} banks={banks} />;
}
