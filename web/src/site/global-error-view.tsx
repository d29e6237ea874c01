'use client';

import type { Locale } from '@seedshop/locales';
import { useEffect, useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { localizePath } from '@seedshop/urls';

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
 * What the last-resort error page says, once the catalogue of its language is there: no providers
 * are available when the root layout failed, so it loads the catalogue itself. Plain markup only,
 * nothing that could fail again.
 */
export function GlobalErrorView({ locale, reset }: { readonly locale: Locale; readonly reset: () => void }) {
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    loadCatalogue(locale).then(
      (module) => setMessages(module.default),
      (loadError: unknown) => console.error(loadError),
    );
  }, [locale]);
  if (messages === null) return null;
  return (
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
  );
}
