/**
 * Plausible grow attributes for one demo strain. Ranges follow what seed banks publish:
 * autoflowers are small and fast, sativas flower longer, CBD-rich strains stay under 1 % THC.
 */
import {
  effectIds,
  flavourIds,
  growthAreas,
  terpeneIds,
  thcLevelFor,
  type Award,
  type EffectId,
  type Genotype,
  type ProductAttributes,
  type Range,
  type SeedType,
} from './catalogue-model';
import { dominanceOf } from './demo-copy/text-helpers';
import { awardEvents, parentStrains } from './name-parts';
import type { Rng } from './prng';

export interface StrainKind {
  seedType: SeedType;
  cbdRich: boolean;
}

/** Badges depend on the creation date, so the product generator adds them. */
export type GeneratedAttributes = Omit<ProductAttributes, 'badges'>;

const effectPools: Record<'indica' | 'sativa' | 'balanced' | 'cbd', readonly EffectId[]> = {
  indica: ['relaxing', 'sedating', 'calming', 'happy', 'euphoric'],
  sativa: ['uplifting', 'energizing', 'creative', 'euphoric', 'happy'],
  balanced: effectIds,
  cbd: ['calming', 'relaxing', 'happy'],
};

export function pickStrainKind(rng: Rng): StrainKind {
  const roll = rng.next();
  const seedType: SeedType = roll < 0.45 ? 'feminized' : roll < 0.8 ? 'autoflowering' : 'regular';
  return { seedType, cbdRich: seedType !== 'regular' && rng.chance(0.08) };
}

/** Heights and yields look hand-entered when they move in steps of 5 or 10. */
function stepped(rng: Rng, min: number, max: number, step: number): number {
  return rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
}

function range(rng: Rng, min: number, max: number, spreadMin: number, spreadMax: number, step: number): Range {
  const low = stepped(rng, min, max, step);
  return { min: low, max: low + stepped(rng, spreadMin, spreadMax, step) };
}

function genotypeFor(rng: Rng, seedType: SeedType): Genotype {
  const ruderalis = seedType === 'autoflowering' ? rng.int(15, 30) : 0;
  const indica = Math.round(((100 - ruderalis) * rng.int(2, 18)) / 20);
  return { indica, sativa: 100 - ruderalis - indica, ruderalis };
}

function floweringDaysFor(rng: Rng, seedType: SeedType, genotype: Genotype): Range {
  if (seedType === 'autoflowering') {
    const min = rng.int(56, 70);
    return { min, max: Math.min(77, min + rng.int(3, 10)) };
  }
  // Sativa-heavy plants need longer to finish.
  const min = genotype.sativa > genotype.indica ? rng.int(56, 70) : rng.int(49, 63);
  return { min, max: Math.min(77, min + rng.int(3, 10)) };
}

function awardsFor(rng: Rng): Award[] {
  if (!rng.chance(0.07)) return [];
  const count = rng.int(1, 2);
  return Array.from({ length: count }, () => ({
    event: rng.pick(awardEvents),
    year: rng.int(2012, 2025),
    place: rng.pick([1, 2, 3] as const),
  }));
}

export function generateAttributes(rng: Rng, { seedType, cbdRich }: StrainKind): GeneratedAttributes {
  const auto = seedType === 'autoflowering';
  const genotype = genotypeFor(rng, seedType);
  const floweringDays = floweringDaysFor(rng, seedType, genotype);
  const heightIndoorCm = auto ? range(rng, 40, 80, 10, 40, 5) : range(rng, 60, 120, 20, 60, 5);
  // Outdoor plants get more room and light, so they never stay smaller than indoors.
  const outdoorMin = heightIndoorCm.min + stepped(rng, auto ? 10 : 40, auto ? 40 : 100, 5);
  const heightOutdoorCm = {
    min: outdoorMin,
    max: Math.max(outdoorMin, heightIndoorCm.max) + stepped(rng, auto ? 10 : 30, auto ? 50 : 120, 5),
  };
  const yieldIndoorGPerM2 = auto ? range(rng, 250, 400, 50, 150, 25) : range(rng, 350, 550, 50, 150, 25);
  const yieldOutdoorGPerPlant = auto ? range(rng, 40, 120, 20, 100, 10) : range(rng, 300, 700, 100, 300, 50);
  const thcPercent = cbdRich ? rng.float(0.3, 0.9, 1) : rng.float(rng.chance(0.1) ? 8 : 14, 28, 1);
  const cbdPercent = cbdRich ? rng.float(8, 18, 1) : rng.float(0.1, 1.5, 1);
  const dominance = dominanceOf(genotype);
  const parents = rng.sample(parentStrains, auto ? 1 : rng.chance(0.2) ? 3 : 2);
  return {
    floweringDays,
    heightIndoorCm,
    heightOutdoorCm,
    genotype,
    seedType,
    yieldIndoorGPerM2,
    yieldOutdoorGPerPlant,
    growthAreas: rng.sample(growthAreas, rng.int(1, 3)),
    cbdPercent,
    thcPercent,
    thcLevel: thcLevelFor(thcPercent),
    genetics: auto ? [...parents, 'Ruderalis'] : parents,
    effects: rng.sample(effectPools[cbdRich ? 'cbd' : dominance], rng.int(2, 3)),
    flavours: rng.sample(flavourIds, rng.int(2, 3)),
    terpenes: rng.sample(terpeneIds, rng.int(2, 3)),
    awards: awardsFor(rng),
  };
}
