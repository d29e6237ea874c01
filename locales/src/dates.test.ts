import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarRange } from './dates';

const long = { dateStyle: 'long', timeZone: 'UTC' } as const;
const first = Date.UTC(2026, 9, 1);
const second = Date.UTC(2026, 9, 2);

describe('calendar dates', () => {
  it('writes the first of the month as « 1er » in French', () => {
    expect(formatCalendarDate(first, 'fr-CA', long)).toBe('1er octobre 2026');
    expect(formatCalendarDate(second, 'fr-CA', long)).toBe('2 octobre 2026');
    expect(formatCalendarRange(first, Date.UTC(2026, 9, 31), 'fr-CA', long)).toMatch(/^1er\s?–\s?31 octobre 2026$/u);
  });

  it('leaves numeric French dates and other languages as Intl writes them', () => {
    expect(formatCalendarDate(first, 'fr-CA', { dateStyle: 'short', timeZone: 'UTC' })).not.toContain('er');
    expect(formatCalendarDate(first, 'en-US', long)).toBe('October 1, 2026');
    expect(formatCalendarDate(first, 'de-DE', long)).toBe('1. Oktober 2026');
    expect(formatCalendarDate(first, 'es-ES', long)).toBe('1 de octubre de 2026');
  });
});
