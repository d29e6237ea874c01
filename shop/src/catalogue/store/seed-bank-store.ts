/** Seed banks with their product counts, A–Z. */
import type { Locale } from '@seedshop/locales';
import { count } from 'drizzle-orm';
import type { SeedBankDetail, SeedBankSummary } from '../../contract/catalogue';
import type { Executor } from '../../db/database';
import { products } from '../../db/schema';
import { seedBankLogoUrl } from '../images/image-urls';
import type { CatalogueStructure, StructureSeedBank } from './catalogue-structure';

export async function productCountsByBank(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: products.seedBankId, count: count() }).from(products).groupBy(products.seedBankId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export function toSeedBankSummary(bank: StructureSeedBank, productCount: number): SeedBankSummary {
  return {
    id: bank.id,
    slug: bank.slug,
    name: bank.name,
    country: bank.country,
    logo_url: seedBankLogoUrl(bank.slug),
    product_count: productCount,
  };
}

export async function listSeedBanks(db: Executor, structure: CatalogueStructure): Promise<SeedBankSummary[]> {
  const counts = await productCountsByBank(db);
  return structure.seedBanks.map((bank) => toSeedBankSummary(bank, counts.get(bank.id) ?? 0));
}

export async function seedBankDetail(
  db: Executor,
  structure: CatalogueStructure,
  slug: string,
  locale: Locale,
): Promise<SeedBankDetail | null> {
  const bank = structure.seedBankBySlug(slug);
  if (bank === undefined) return null;
  const counts = await productCountsByBank(db);
  return {
    ...toSeedBankSummary(bank, counts.get(bank.id) ?? 0),
    description: bank.description[locale],
    founded_year: bank.foundedYear,
  };
}
