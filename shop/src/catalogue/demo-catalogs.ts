/** The demo catalogs: one general catalog with every product and one catalog per seed bank. */
import { mapLocales } from '@seedshop/locales';
import { generalCatalogId, type Catalog, type Localized, type SeedBank } from './catalogue-model';

const generalCatalogSlugs: Localized = {
  en: 'cannabis-seeds',
  de: 'cannabis-samen',
  fr: 'graines-de-cannabis',
  es: 'semillas-de-cannabis',
};

const generalCatalogNames: Localized = {
  en: 'Cannabis seeds',
  de: 'Cannabissamen',
  fr: 'Graines de cannabis',
  es: 'Semillas de cannabis',
};

/** The general catalog first, then one catalog per seed bank named and slugged like the bank. */
export function demoCatalogs(seedBanks: readonly SeedBank[]): Catalog[] {
  return [
    { id: generalCatalogId, kind: 'general', seedBankId: null, name: generalCatalogNames, slug: generalCatalogSlugs },
    ...seedBanks.map((bank): Catalog => ({
      id: `catalog-${bank.id}`,
      kind: 'seed-bank',
      seedBankId: bank.id,
      name: mapLocales(() => bank.name),
      slug: mapLocales(() => bank.slug),
    })),
  ];
}
