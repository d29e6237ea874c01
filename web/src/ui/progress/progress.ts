/** Progress of the navigation bar, always within 0..1. */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * The next value while a navigation is pending: fast at first, slowing down as it approaches
 * 0.9, so the bar never claims to be done before the page is.
 */
export function trickle(value: number): number {
  const current = clampProgress(value);
  if (current >= 0.9) return current;
  const step = current < 0.2 ? 0.1 : current < 0.5 ? 0.04 : current < 0.8 ? 0.02 : 0.005;
  return clampProgress(Math.min(0.9, current + step));
}
