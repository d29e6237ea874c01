import type { Clock } from '../ports';

export interface FakeClock extends Clock {
  /** Moves time forward (tests of expiry, rate-limit windows, the restore window). */
  advance(milliseconds: number): void;
  set(date: Date): void;
}

export const minutes = (count: number) => count * 60_000;
export const days = (count: number) => count * 24 * 60 * 60_000;

export function createFakeClock(start: Date = new Date('2030-01-15T10:00:00.000Z')): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(milliseconds) {
      now += milliseconds;
    },
    set(date) {
      now = date.getTime();
    },
  };
}
