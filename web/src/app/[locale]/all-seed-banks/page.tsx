import type { Metadata } from 'next';
import { serverCatalogueApi } from '@/catalogue/catalogue-api.server';
import { SeedBankIndex } from '@/catalogue/seed-banks/seed-bank-index';
import { requireLocale } from '@/i18n/request-locale';
import { getIntl } from '@/i18n/server';
import { pageMetadata } from '@/routing/metadata';
import { alternatesOf } from '@/routing/paths';

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
  const banks = await (await serverCatalogueApi(locale)).seedBanks();
  return <SeedBankIndex locale={locale} banks={banks} />;
}
