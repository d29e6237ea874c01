import type { ClientIntl } from '@/i18n/client-intl';
import type { MessageId } from '@/i18n/messages';
import { labelList } from '@/catalogue/label-list';
import { formatPrice } from '@/ui/kit/format-price';
import type { ComparisonProduct, IntRange } from './comparison-model';

export type RowsIntl = Pick<ClientIntl, 'formatMessage' | 'formatNumber' | 'formatList' | 'locale'>;

/** Which end of a number is the better one for a shopper, for the rows that have one. */
export type Better = 'higher' | 'lower';

export interface ComparisonCell {
  /** Already translated; a list renders as a list. */
  readonly text: string | readonly string[];
  readonly best: boolean;
}

export interface ComparisonRow {
  readonly id: string;
  readonly label: string;
  readonly cells: readonly ComparisonCell[];
  /** Whether the cells say different things ("show only differences" keeps these rows). */
  readonly differs: boolean;
}

/** A cell before the best values are known: its text and the number that ranks it (null: not ranked). */
interface Draft {
  readonly text: string | readonly string[];
  readonly score: number | null;
}

/**
 * Marks the best cells of a row: the highest or lowest score. Nothing is marked when fewer than two
 * products have a score or all scores are equal — a "best" that everybody shares says nothing.
 */
export function markBest(drafts: readonly Draft[], better: Better | null): ComparisonCell[] {
  const scores = drafts.flatMap((draft) => (draft.score === null ? [] : [draft.score]));
  const best = better === 'higher' ? Math.max(...scores) : Math.min(...scores);
  const meaningful = better !== null && scores.length >= 2 && scores.some((score) => score !== best);
  return drafts.map((draft) => ({ text: draft.text, best: meaningful && draft.score === best }));
}

function sameText(a: string | readonly string[], b: string | readonly string[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function row(id: string, label: string, drafts: readonly Draft[], better: Better | null = null): ComparisonRow {
  const cells = markBest(drafts, better);
  const first = cells[0];
  return {
    id,
    label,
    cells,
    differs: first !== undefined && cells.some((cell) => !sameText(cell.text, first.text)),
  };
}

/** The comparison's row labels and values, in the page's language. */
export function comparisonRows(intl: RowsIntl, products: readonly ComparisonProduct[]): ComparisonRow[] {
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rangeText = ({ min, max }: IntRange) =>
    min === max ? intl.formatNumber(min) : `${intl.formatNumber(min)}–${intl.formatNumber(max)}`;
  const percent = (value: number) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const price = (cents: number) => formatPrice(cents, intl.locale);
  const labels = (items: readonly { readonly label: string }[]) => (items.length === 0 ? '—' : labelList(intl, items));
  const each = (draft: (product: ComparisonProduct) => Draft) => products.map(draft);
  const middle = ({ min, max }: IntRange) => (min + max) / 2;

  const rows: ComparisonRow[] = [
    row(
      'price',
      t('comparison.row.price'),
      each((p) => ({ text: t('kit.price.from', { price: price(p.priceFromCents) }), score: null })),
    ),
    row(
      'price-per-seed',
      t('comparison.row.pricePerSeed'),
      each((p) => ({
        text: t('kit.price.from', { price: price(p.pricePerSeedFromCents) }),
        score: p.pricePerSeedFromCents,
      })),
      'lower',
    ),
    row(
      'rating',
      t('comparison.row.rating'),
      each((p) =>
        p.rating.average === null
          ? { text: t('comparison.rating.none'), score: null }
          : {
              text: t('comparison.rating.value', {
                average: intl.formatNumber(p.rating.average, { maximumFractionDigits: 1 }),
                count: p.rating.count,
              }),
              score: p.rating.average,
            },
      ),
      'higher',
    ),
    row(
      'availability',
      t('catalogue.card.availability'),
      each((p) => ({ text: t(p.inStock ? 'comparison.inStock' : 'catalogue.card.soldOut'), score: null })),
    ),
    row(
      'seed-bank',
      t('product.attr.seedBank'),
      each((p) => ({ text: p.seedBank, score: null })),
    ),
    row(
      'flowering',
      t('product.attr.flowering'),
      each((p) => ({
        text: t('product.attr.floweringValue', {
          days: rangeText(p.attributes.floweringDays),
          weeks: rangeText({
            min: Math.round(p.attributes.floweringDays.min / 7),
            max: Math.round(p.attributes.floweringDays.max / 7),
          }),
        }),
        score: middle(p.attributes.floweringDays),
      })),
      'lower',
    ),
    row(
      'height-indoor',
      t('product.attr.heightIndoor'),
      each((p) => ({ text: t('product.unit.cm', { range: rangeText(p.attributes.heightIndoorCm) }), score: null })),
    ),
    row(
      'height-outdoor',
      t('product.attr.heightOutdoor'),
      each((p) => ({ text: t('product.unit.cm', { range: rangeText(p.attributes.heightOutdoorCm) }), score: null })),
    ),
    row(
      'genotype',
      t('product.attr.genotype'),
      each((p) => ({
        text: intl.formatList(
          (['indica', 'sativa', 'ruderalis'] as const)
            .filter((side) => p.attributes.genotype[side] > 0)
            .map((side) => `${t(`product.genotype.${side}`)} ${percent(p.attributes.genotype[side])}`),
          { type: 'unit', style: 'short' },
        ),
        score: null,
      })),
    ),
    row(
      'seed-type',
      t('product.attr.seedType'),
      each((p) => ({ text: p.attributes.seedType.label, score: null })),
    ),
    row(
      'yield-indoor',
      t('product.attr.yieldIndoor'),
      each((p) => ({
        text: t('product.unit.gPerM2', { range: rangeText(p.attributes.yieldIndoorGPerM2) }),
        score: middle(p.attributes.yieldIndoorGPerM2),
      })),
      'higher',
    ),
    row(
      'yield-outdoor',
      t('product.attr.yieldOutdoor'),
      each((p) => ({
        text: t('product.unit.gPerPlant', { range: rangeText(p.attributes.yieldOutdoorGPerPlant) }),
        score: middle(p.attributes.yieldOutdoorGPerPlant),
      })),
      'higher',
    ),
    row(
      'growth-area',
      t('product.attr.growthArea'),
      each((p) => ({ text: labels(p.attributes.growthAreas), score: null })),
    ),
    row(
      'thc',
      t('product.attr.thc'),
      each((p) => ({ text: percent(p.attributes.thcPercent), score: p.attributes.thcPercent })),
      'higher',
    ),
    row(
      'cbd',
      t('product.attr.cbd'),
      each((p) => ({ text: percent(p.attributes.cbdPercent), score: p.attributes.cbdPercent })),
      'higher',
    ),
    row(
      'thc-level',
      t('product.attr.thcLevel'),
      each((p) => ({ text: p.attributes.thcLevel.label, score: null })),
    ),
    row(
      'genetics',
      t('product.attr.genetics'),
      // "Parent A × Parent B" is how crosses are written in every language.
      each((p) => ({
        text: p.attributes.genetics.length === 0 ? '—' : p.attributes.genetics.join(' × '),
        score: null,
      })),
    ),
    row(
      'effects',
      t('product.attr.effects'),
      each((p) => ({ text: labels(p.attributes.effects), score: null })),
    ),
    row(
      'flavours',
      t('product.attr.flavours'),
      each((p) => ({ text: labels(p.attributes.flavours), score: null })),
    ),
    row(
      'terpenes',
      t('product.attr.terpenes'),
      each((p) => ({ text: labels(p.attributes.terpenes), score: null })),
    ),
  ];

  // One row per pack size any product has: its price and price per seed, or a dash.
  const sizes = [...new Set(products.flatMap((p) => p.packs.map((pack) => pack.packSize)))].sort((a, b) => a - b);
  for (const size of sizes) {
    rows.push(
      row(
        `pack-${size}`,
        t('comparison.row.pack', { count: size }),
        each((p) => {
          const pack = p.packs.find((candidate) => candidate.packSize === size);
          if (pack === undefined) return { text: '—', score: null };
          const perSeed = t('kit.price.perSeed', { price: price(pack.perSeedCents) });
          const parts = [price(pack.priceCents), perSeed];
          if (!pack.inStock) parts.push(t('catalogue.card.soldOut'));
          return { text: parts, score: pack.perSeedCents };
        }),
        'lower',
      ),
    );
  }
  return rows;
}
