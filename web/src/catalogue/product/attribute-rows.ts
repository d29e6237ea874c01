import type { ClientIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { labelList } from '../label-list';
import type { IntRange, ProductAttributes } from './product-view';

export type AttributeIntl = Pick<ClientIntl, 'formatMessage' | 'formatNumber' | 'formatList' | 'locale'>;

/** One row of the attribute table: a translated label and a value (a list renders as a list). */
export interface AttributeRow {
  readonly id: string;
  readonly label: string;
  readonly value: string | readonly string[];
}

/** "56–63" in the page's number format; a single number when both ends are equal. */
export function rangeText(intl: AttributeIntl, { min, max }: IntRange): string {
  const low = intl.formatNumber(min);
  return min === max ? low : `${low}–${intl.formatNumber(max)}`;
}

/** Days to whole weeks, the way growers count them (60 days → 9 weeks). */
export function weeksOf(days: IntRange): IntRange {
  return { min: Math.round(days.min / 7), max: Math.round(days.max / 7) };
}

/** A percentage as the page writes it ("22.5%", "22,5 %"); THC and CBD have one decimal. */
export function percentText(intl: AttributeIntl, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
}

export function floweringWeeksText(intl: AttributeIntl, days: IntRange): string {
  return intl.formatMessage({ id: 'product.unit.weeks' }, { range: rangeText(intl, weeksOf(days)) });
}

const genotypeLabels = {
  indica: 'product.genotype.indica',
  sativa: 'product.genotype.sativa',
  ruderalis: 'product.genotype.ruderalis',
} as const satisfies Record<string, MessageId>;

/** "Indica 70%, Sativa 30%": only the shares a strain has. */
export function genotypeText(intl: AttributeIntl, genotype: ProductAttributes['genotype']): string {
  const parts = (['indica', 'sativa', 'ruderalis'] as const)
    .filter((side) => genotype[side] > 0)
    .map((side) => `${intl.formatMessage({ id: genotypeLabels[side] })} ${percentText(intl, genotype[side])}`);
  return intl.formatList(parts, { type: 'unit', style: 'short' });
}

/**
 * The rows of the attribute table in the order growers compare strains. Lists that a strain may
 * lack (genetics, awards) leave their row out rather than show an empty cell.
 */
export function attributeRows(intl: AttributeIntl, a: ProductAttributes): AttributeRow[] {
  const t = (id: MessageId) => intl.formatMessage({ id });
  const unit = (id: MessageId, range: IntRange) => intl.formatMessage({ id }, { range: rangeText(intl, range) });
  const labels = (items: readonly { readonly label: string }[]) => labelList(intl, items);
  const rows: (AttributeRow | null)[] = [
    {
      id: 'flowering',
      label: t('product.attr.flowering'),
      value: intl.formatMessage(
        { id: 'product.attr.floweringValue' },
        { days: rangeText(intl, a.floweringDays), weeks: rangeText(intl, weeksOf(a.floweringDays)) },
      ),
    },
    { id: 'height-indoor', label: t('product.attr.heightIndoor'), value: unit('product.unit.cm', a.heightIndoorCm) },
    { id: 'height-outdoor', label: t('product.attr.heightOutdoor'), value: unit('product.unit.cm', a.heightOutdoorCm) },
    { id: 'genotype', label: t('product.attr.genotype'), value: genotypeText(intl, a.genotype) },
    { id: 'seed-type', label: t('product.attr.seedType'), value: a.seedType.label },
    {
      id: 'yield-indoor',
      label: t('product.attr.yieldIndoor'),
      value: unit('product.unit.gPerM2', a.yieldIndoorGPerM2),
    },
    {
      id: 'yield-outdoor',
      label: t('product.attr.yieldOutdoor'),
      value: unit('product.unit.gPerPlant', a.yieldOutdoorGPerPlant),
    },
    a.growthAreas.length > 0
      ? { id: 'growth-area', label: t('product.attr.growthArea'), value: labels(a.growthAreas) }
      : null,
    { id: 'cbd', label: t('product.attr.cbd'), value: percentText(intl, a.cbdPercent) },
    { id: 'thc', label: t('product.attr.thc'), value: percentText(intl, a.thcPercent) },
    { id: 'thc-level', label: t('product.attr.thcLevel'), value: a.thcLevel.label },
    // "Parent A × Parent B" is how crosses are written in every language.
    a.genetics.length > 0 ? { id: 'genetics', label: t('product.attr.genetics'), value: a.genetics.join(' × ') } : null,
    a.effects.length > 0 ? { id: 'effects', label: t('product.attr.effects'), value: labels(a.effects) } : null,
    a.flavours.length > 0 ? { id: 'flavours', label: t('product.attr.flavours'), value: labels(a.flavours) } : null,
    a.terpenes.length > 0 ? { id: 'terpenes', label: t('product.attr.terpenes'), value: labels(a.terpenes) } : null,
    a.awards.length > 0
      ? {
          id: 'awards',
          label: t('product.attr.awards'),
          value: a.awards.map((award) =>
            // The year is a name-like label: no digit grouping ("2019", not "2,019").
            intl.formatMessage(
              { id: 'product.award' },
              { place: award.place, event: award.event, year: String(award.year) },
            ),
          ),
        }
      : null,
  ];
  return rows.filter((row): row is AttributeRow => row !== null);
}
