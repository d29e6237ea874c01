import type { GrowthArea } from '../catalogue-model';

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

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
