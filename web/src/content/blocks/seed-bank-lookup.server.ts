import 'server-only';
import type { Locale } from '@seedshop/locales';
import { publicCatalogueApi } from '@/catalogue/catalogue-api.server';
import type { SeedBankSummary } from '@/catalogue/catalogue-types';

/**
 * The shop's seed banks for a strip: the editor's choice in the editor's order (unknown slugs
 * skipped), or all of them. A failing shop hides the strip instead of failing the page.
 */
export async function seedBanksFor(
  locale: Locale,
  slugs: readonly string[] | null,
): Promise<readonly SeedBankSummary[]> {
  let banks: readonly SeedBankSummary[];
  try {
    banks = await publicCatalogueApi(locale).seedBanks();
  } catch (error) {
    console.error(`[blocks] seed banks (${locale}) could not be loaded`, error);
    return [];
  }
  if (slugs === null || slugs.length === 0) return banks;
  const bySlug = new Map(banks.map((bank) => [bank.slug, bank]));
  return [...new Set(slugs)].flatMap((slug) => {
    const bank = bySlug.get(slug);
    return bank === undefined ? [] : [bank];
  });
}
