'use client';

import { defaultLocale, isLocale, localeDefinitions, type Locale } from '@seedshop/locales';
import { lazy, Suspense, useEffect, useState } from 'react';
import './globals.css';

/** The page's words and their code load when the root layout fails, not with every page's first load. */
const GlobalErrorView = lazy(() =>
  import('@/site/global-error-view').then((module) => ({ default: module.GlobalErrorView })),
);

function currentLocale(): Locale {
  if (typeof window === 'undefined') return defaultLocale;
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** Last resort when the root layout itself fails (its words: site/global-error-view.tsx). */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [locale] = useState(currentLocale);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={localeDefinitions[locale].tag}>
      <body className="font-sans">
        <main className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
          <Suspense fallback={null}>
            <GlobalErrorView locale={locale} reset={reset} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
