/** Demo seed banks: unique plausible names, a home country and a founding year. */
import { mapLocales } from '@seedshop/locales';
import { countryCodes, seedTypes, type SeedBank } from './catalogue-model';
import { demoCopy } from './demo-copy';
import { seedBankFirstWords, seedBankSecondWords } from './name-parts';
import type { Rng } from './prng';
import { createUniqueNames } from './unique-names';

export function generateSeedBanks(rng: Rng, count: number): SeedBank[] {
  const names = createUniqueNames();
  return Array.from({ length: count }, (_, index) => {
    const { name, slug } = names.claim(`${rng.pick(seedBankFirstWords)} ${rng.pick(seedBankSecondWords)}`);
    const country = rng.pick(countryCodes);
    const foundedYear = rng.int(1985, 2022);
    const input = { name, country, foundedYear, productFocus: rng.pick(seedTypes) };
    return {
      id: `bank-${String(index + 1).padStart(4, '0')}`,
      slug,
      name,
      country,
      foundedYear,
      description: mapLocales((locale) => demoCopy[locale].seedBank(input, rng.pick)),
    };
  });
}
