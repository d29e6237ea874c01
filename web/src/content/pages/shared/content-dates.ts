import type { ClientIntl } from '@/i18n/client-intl';
import { formatCalendarDate, formatCalendarRange } from '@seedshop/locales';

/**
 * Dates of content (publication, promotion periods, last update) in the page's language. Shown in
 * UTC: the stored instants are editorial dates, and every server must print the same day.
 */
const dateOptions = { dateStyle: 'long', timeZone: 'UTC' } as const;

type DateIntl = Pick<ClientIntl, 'locale'>;

/** "14 March 2026" / "14. März 2026" / « 1er mars 2026 » … or null for a missing or unreadable date. */
export function formatContentDate(intl: DateIntl, iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : formatCalendarDate(time, intl.locale, dateOptions);
}

/** "1–31 March 2026" (the locale shortens what both ends share); null when a date is unreadable. */
export function formatContentPeriod(intl: DateIntl, startsAt: string, endsAt: string): string | null {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return formatCalendarRange(start, end, intl.locale, dateOptions);
}

/** The machine-readable form for `<time dateTime>`. */
export function isoDate(iso: string): string {
  return iso.slice(0, 10);
}
