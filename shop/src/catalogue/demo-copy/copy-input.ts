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
