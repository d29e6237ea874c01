import { match } from '@formatjs/intl-localematcher';
import { defaultLocale, isLocale, locales, type Locale } from '@seedshop/locales';

/** Language ranges of an Accept-Language header, best first (q=0 ranges are dropped). */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { range: range.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.range !== '' && entry.range !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.range);
}

/** The shop language that best fits the visitor's Accept-Language header. */
export function negotiateLocale(header: string | null): Locale {
  const requested = parseAcceptLanguage(header).filter((range) => {
    try {
      return Intl.getCanonicalLocales(range).length > 0;
    } catch {
      return false;
    }
  });
  if (requested.length === 0) return defaultLocale;
  const best = match(requested, [...locales], defaultLocale, { algorithm: 'lookup' });
  return isLocale(best) ? best : defaultLocale;
}
