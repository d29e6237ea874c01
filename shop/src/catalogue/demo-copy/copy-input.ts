/** What a description template may use; plain data so templates stay pure and testable. */
import type {
  CountryCode,
  EffectId,
  FlavourId,
  Genotype,
  GrowthArea,
  Range,
  SeedType,
  TerpeneId,
} from '../catalogue-model';

export interface ProductCopyInput {
  name: string;
  seedBankName: string;
  seedType: SeedType;
  genotype: Genotype;
  genetics: string[];
  floweringDays: Range;
  heightIndoorCm: Range;
  heightOutdoorCm: Range;
  yieldIndoorGPerM2: Range;
  yieldOutdoorGPerPlant: Range;
  growthAreas: GrowthArea[];
  thcPercent: number;
  cbdPercent: number;
  cbdRich: boolean;
  effects: EffectId[];
  flavours: FlavourId[];
  terpenes: TerpeneId[];
}

export interface SeedBankCopyInput {
  name: string;
  country: CountryCode;
  foundedYear: number;
  productFocus: SeedType;
}

/** Chooses one template; the generator passes its seeded PRNG so text stays deterministic. */
export type Pick = <T>(items: readonly T[]) => T;

export interface LocaleCopy {
  product(input: ProductCopyInput, pick: Pick): string;
  seedBank(input: SeedBankCopyInput, pick: Pick): string;
}

/** The four sentences every product description is made of, written per language. */
export interface ProductSentences<Lists> {
  lists(input: ProductCopyInput): Lists;
  intro(input: ProductCopyInput, lists: Lists, variant: number): string;
  flowering(input: ProductCopyInput, variant: number): string;
  experience(input: ProductCopyInput, lists: Lists, variant: number): string;
  cultivation(input: ProductCopyInput, lists: Lists, variant: number): string;
}

/**
 * Puts a description together the same way in every language: intro, flowering, experience,
 * cultivation, with variants drawn so neighbouring products do not read alike.
 */
export function describeProduct<Lists>(sentences: ProductSentences<Lists>): LocaleCopy['product'] {
  return (input, pick) => {
    const lists = sentences.lists(input);
    const variant = pick([0, 1, 2, 3, 4, 5]);
    return [
      sentences.intro(input, lists, variant),
      sentences.flowering(input, variant + pick([0, 1])),
      sentences.experience(input, lists, pick([0, 1, 2])),
      sentences.cultivation(input, lists, variant),
    ].join(' ');
  };
}
