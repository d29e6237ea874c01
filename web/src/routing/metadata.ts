import 'server-only';
import { defaultLocale, localeDefinitions, locales, type Locale } from '@seedshop/locales';
import type { Metadata } from 'next';
import type { Alternates } from './paths';

interface PageMetadataInput {
  readonly locale: Locale;
  readonly title: string;
  readonly description?: string;
  readonly alternates: Alternates;
  /** Pages that must not be indexed (errors, the UI kit demo). */
  readonly noIndex?: boolean;
}

/** Title, description, canonical URL, hreflang alternates and Open Graph data of a page. */
export function pageMetadata({ locale, title, description, alternates, noIndex }: PageMetadataInput): Metadata {
  const languages: Record<string, string> = { 'x-default': alternates[defaultLocale] };
  for (const code of locales) languages[code] = alternates[code];
  return {
    title,
    description,
    alternates: { canonical: alternates[locale], languages },
    openGraph: {
      title,
      description,
      url: alternates[locale],
      locale: localeDefinitions[locale].tag.replace('-', '_'),
      siteName: 'seedshop',
      type: 'website',
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
