import type { Locale } from '@seedshop/locales';
import type { GrowthArea } from '../catalogue-model';
import { effectLabels, flavourLabels, terpeneLabels } from '../demo-labels';
import type { ProductCopyInput } from './copy-input';
import { inSentence, joinList } from './text-helpers';

/** How one language writes the lists inside its sentences; labels default to mid-sentence case. */
export interface ListStyle {
  readonly areas: Readonly<Record<GrowthArea, string>>;
  readonly effect?: (label: string) => string;
  readonly flavour?: (label: string) => string;
  readonly terpene?: (label: string) => string;
}

/** The product's effects, flavours, terpenes, parents and growth areas as joined phrases. */
export function productLists(locale: Locale, p: ProductCopyInput, style: ListStyle) {
  const midSentence = (label: string) => inSentence(locale, label);
  const effect = style.effect ?? midSentence;
  const flavour = style.flavour ?? midSentence;
  const terpene = style.terpene ?? midSentence;
  return {
    effects: joinList(
      locale,
      p.effects.map((id) => effect(effectLabels[id][locale])),
    ),
    flavours: joinList(
      locale,
      p.flavours.map((id) => flavour(flavourLabels[id][locale])),
    ),
    terpenes: joinList(
      locale,
      p.terpenes.map((id) => terpene(terpeneLabels[id][locale])),
    ),
    genetics: joinList(locale, p.genetics),
    areas: joinList(
      locale,
      p.growthAreas.map((area) => style.areas[area]),
    ),
  };
}

export type ProductLists = ReturnType<typeof productLists>;
