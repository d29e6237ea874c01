/** Ratings are whole stars from 1 to 5; averages are shown to the nearest half star. */
export const MAX_RATING = 5;
export const ratingValues = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof ratingValues)[number];

/** The average rounded to the nearest half star and kept within 0..5 (4.24 → 4, 4.25 → 4.5). */
export function roundToHalf(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const clamped = Math.min(MAX_RATING, Math.max(0, average));
  return Math.round(clamped * 2) / 2;
}

export type StarFill = 'full' | 'half' | 'empty';

/** How each of the five stars is filled for an average (already rounded or not). */
export function starFills(average: number): StarFill[] {
  const rounded = roundToHalf(average);
  return ratingValues.map((star) => {
    if (rounded >= star) return 'full';
    if (rounded >= star - 0.5) return 'half';
    return 'empty';
  });
}

export function isRatingValue(value: number): value is RatingValue {
  return (ratingValues as readonly number[]).includes(value);
}
