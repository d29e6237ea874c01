import type { GrowthArea, Range } from '../catalogue-model';

/**
 * Which figures a cultivation sentence may quote: indoor height and yield per m² only for strains
 * grown indoors, outdoor height and yield per plant only for strains grown outdoors or in a
 * greenhouse (where plants grow in soil like outside).
 */
export interface CultivationFacts {
  readonly indoor: boolean;
  /** Where the outdoor figures apply; null for indoor-only strains. */
  readonly open: 'outdoor' | 'greenhouse' | null;
}

export function cultivationFacts(areas: readonly GrowthArea[]): CultivationFacts {
  const open = areas.includes('outdoor') ? 'outdoor' : areas.includes('greenhouse') ? 'greenhouse' : null;
  return { indoor: areas.includes('indoor'), open };
}

/** The ranges a cultivation sentence quotes, written the way the language joins a range. */
export function cultivationFigures(
  p: { readonly heightIndoorCm: Range; readonly heightOutdoorCm: Range; readonly yieldIndoorGPerM2: Range },
  joiner = '–',
): { readonly hi: string; readonly ho: string; readonly yi: string } {
  const range = ({ min, max }: Range, unit: string) => `${min}${joiner}${max} ${unit}`;
  return {
    hi: range(p.heightIndoorCm, 'cm'),
    ho: range(p.heightOutdoorCm, 'cm'),
    yi: range(p.yieldIndoorGPerM2, 'g/m²'),
  };
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
