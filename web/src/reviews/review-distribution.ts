/** Published reviews per star, as the shop sends them (keys 1–5). */
export type StarDistribution = Readonly<Record<1 | 2 | 3 | 4 | 5, number>>;

export interface DistributionRow {
  readonly stars: 1 | 2 | 3 | 4 | 5;
  readonly count: number;
  /** Whole percent of all reviews; the rows add up to exactly 100 (0 without reviews). */
  readonly percent: number;
}

const starsDescending = [5, 4, 3, 2, 1] as const;

/**
 * The bars under the average, five stars first. Percentages are rounded by largest remainder, so
 * 1/1/1 reads 34/33/33 and never 33/33/33 — a column of numbers that visibly adds up.
 */
export function distributionRows(distribution: StarDistribution): DistributionRow[] {
  const counts = starsDescending.map((stars) => Math.max(0, distribution[stars]));
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return starsDescending.map((stars) => ({ stars, count: 0, percent: 0 }));
  const exact = counts.map((count) => (count * 100) / total);
  const percents = exact.map(Math.floor);
  const left = 100 - percents.reduce((sum, value) => sum + value, 0);
  // Hand the missing points to the largest remainders; ties go to the higher star.
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  order.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order.slice(0, left)) percents[index] = (percents[index] ?? 0) + 1;
  return starsDescending.map((stars, index) => ({
    stars,
    count: counts[index] ?? 0,
    percent: percents[index] ?? 0,
  }));
}
