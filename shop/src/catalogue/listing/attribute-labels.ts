/** The product detail's attributes as `{key, label}` pairs in the request language. */
import type { Locale } from '@seedshop/locales';
import type { ProductAttributes } from '../catalogue-model';
import { effectLabels, flavourLabels, terpeneLabels } from '../demo-labels';
import { growthAreaLabel, seedTypeLabel, thcLevelLabel } from './facet-labels';

export function labelledAttributes(a: ProductAttributes, locale: Locale) {
  return {
    flowering_days: { ...a.floweringDays },
    height_indoor_cm: { ...a.heightIndoorCm },
    height_outdoor_cm: { ...a.heightOutdoorCm },
    genotype: { ...a.genotype },
    seed_type: { key: a.seedType, label: seedTypeLabel(a.seedType, locale) },
    yield_indoor_g_per_m2: { ...a.yieldIndoorGPerM2 },
    yield_outdoor_g_per_plant: { ...a.yieldOutdoorGPerPlant },
    growth_areas: a.growthAreas.map((key) => ({ key, label: growthAreaLabel(key, locale) })),
    cbd_percent: a.cbdPercent,
    thc_percent: a.thcPercent,
    thc_level: { key: a.thcLevel, label: thcLevelLabel(a.thcLevel, locale) },
    genetics: [...a.genetics],
    effects: a.effects.map((key) => ({ key, label: effectLabels[key][locale] })),
    flavours: a.flavours.map((key) => ({ key, label: flavourLabels[key][locale] })),
    terpenes: a.terpenes.map((key) => ({ key, label: terpeneLabels[key][locale] })),
    awards: a.awards.map((award) => ({ ...award })),
  };
}
