/** Demo seed banks: unique plausible names, a home country and a founding year. */
import { mapLocales } from '@seedshop/locales';
import { countryCodes, seedTypes, type SeedBank } from './catalogue-model';
import { demoCopy } from './demo-copy';
import { seedBankFirstWords, seedBankSecondWords } from './name-parts';
import type { Rng } from './prng';
import { createUniqueNames } from './unique-names';

/**
 * "Alpine Seeds", "Alpine Seed Co." and "Alpine Seed Bank" side by side read like a data bug, so a
 * first word is used once while unused ones remain: a taken pick moves on to the next free word.
 * The random stream is consumed exactly as before, so everything generated after stays the same.
 */
function freshFirstWord(picked: string, used: Set<string>): string {
  if (used.size >= seedBankFirstWords.length) return picked;
  const start = seedBankFirstWords.findIndex((word) => word === picked);
  for (let step = 0; step < seedBankFirstWords.length; step += 1) {
    const word = seedBankFirstWords[(start + step) % seedBankFirstWords.length];
    if (word !== undefined && !used.has(word)) return word;
  }
  return picked;
}

export function generateSeedBanks(rng: Rng, count: number): SeedBank[] {
  const names = createUniqueNames();
  const usedFirstWords = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const firstWord = freshFirstWord(rng.pick(seedBankFirstWords), usedFirstWords);
    usedFirstWords.add(firstWord);
    const { name, slug } = names.claim(`${firstWord} ${rng.pick(seedBankSecondWords)}`);
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
