import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { formatContentDate, formatContentPeriod, isoDate } from './content-dates';

const intlFor = (locale: string) => createIntl({ locale, messages: catalogues.en });

describe('content dates', () => {
  it('formats a date per language, in UTC', () => {
    expect(formatContentDate(intlFor('en-US'), '2026-03-14T23:30:00Z')).toBe('March 14, 2026');
    expect(formatContentDate(intlFor('de-DE'), '2026-03-14T23:30:00Z')).toBe('14. März 2026');
    expect(formatContentDate(intlFor('es-ES'), '2026-03-14T09:00:00Z')).toBe('14 de marzo de 2026');
  });

  it('answers null for a missing or unreadable date', () => {
    expect(formatContentDate(intlFor('en-US'), null)).toBeNull();
    expect(formatContentDate(intlFor('en-US'), 'tomorrow')).toBeNull();
  });

  it('formats a period, shortening what both ends share', () => {
    const period = formatContentPeriod(intlFor('en-US'), '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z');
    expect(period).toMatch(/^March 1\s*–\s*31, 2026$/u);
    expect(formatContentPeriod(intlFor('fr-CA'), 'x', '2026-03-31T00:00:00Z')).toBeNull();
  });

  it('gives the date part for <time dateTime>', () => {
    expect(isoDate('2026-03-14T09:00:00Z')).toBe('2026-03-14');
  });
});
