'use client';

import { defaultLocale, isLocale, localeDefinitions, type Locale } from '@seedshop/locales';
import { useEffect, useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { localizePath } from '@seedshop/urls';
import './globals.css';

function currentLocale(): Locale {
  if (typeof window === 'undefined') return defaultLocale;
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** Only the catalogue of the visitor's language is fetched, and only when this page is shown. */
function loadCatalogue(locale: Locale): Promise<{ default: Messages }> {
  switch (locale) {
    case 'de':
      return import('@seedshop/locales/de.json');
    case 'fr':
      return import('@seedshop/locales/fr.json');
    case 'es':
      return import('@seedshop/locales/es.json');
    default:
      return import('@seedshop/locales/en.json');
  }
}

/**
 * Last resort when the root layout itself fails: no providers are available here, so it loads the
 * catalogue itself. Plain markup only, nothing that could fail again.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale] = useState(currentLocale);
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    loadCatalogue(locale).then(
      (module) => setMessages(module.default),
      (loadError: unknown) => console.error(loadError),
    );
  }, [locale]);
  return (
    <html lang={localeDefinitions[locale].tag}>
      <body className="font-sans">
        <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
          {messages ? (
            <>
              <h1 className="text-3xl font-bold">{messages['error.server.title']}</h1>
              <p className="mt-4 text-lg">{messages['error.server.message']}</p>
              <div className="mt-8 flex gap-3">
                <button type="button" onClick={reset} className="rounded-full border px-5 py-2.5">
                  {messages['error.tryAgain']}
                </button>
                <a href={localizePath(locale, '/')} className="rounded-full bg-brand-700 px-5 py-2.5 text-white">
                  {messages['error.backHome']}
                </a>
              </div>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
