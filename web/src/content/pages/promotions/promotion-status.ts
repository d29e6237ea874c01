/** Where a promotion stands against the present moment. */
export type PromotionStatus = 'current' | 'upcoming' | 'ended';

export interface PromotionPeriod {
  readonly startsAt: string;
  readonly endsAt: string;
}

/** Current from `startsAt` (inclusive) until `endsAt` (exclusive). Unreadable dates count as ended. */
export function promotionStatus(period: PromotionPeriod, now: Date): PromotionStatus {
  const start = Date.parse(period.startsAt);
  const end = Date.parse(period.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'ended';
  const time = now.getTime();
  if (time < start) return 'upcoming';
  return time < end ? 'current' : 'ended';
}

export type GroupedPromotions<T> = Readonly<Record<PromotionStatus, readonly T[]>>;

/**
 * Promotions by status, in the order a shopper wants them: current ones ending soonest first,
 * upcoming ones starting soonest first, ended ones most recently ended first.
 */
export function groupPromotions<T extends PromotionPeriod>(promotions: readonly T[], now: Date): GroupedPromotions<T> {
  const current: T[] = [];
  const upcoming: T[] = [];
  const ended: T[] = [];
  for (const promotion of promotions) {
    const status = promotionStatus(promotion, now);
    (status === 'current' ? current : status === 'upcoming' ? upcoming : ended).push(promotion);
  }
  const by = (key: keyof PromotionPeriod, direction: 1 | -1) => (a: T, b: T) =>
    direction * (Date.parse(a[key]) - Date.parse(b[key]));
  return {
    current: current.sort(by('endsAt', 1)),
    upcoming: upcoming.sort(by('startsAt', 1)),
    ended: ended.sort(by('endsAt', -1)),
  };
}
