'use client';

import type { Locale } from '@seedshop/locales';
import { Suspense, type ReactNode } from 'react';
import { ClientIntlProvider } from '@/i18n/intl-provider';
import { NavigationProgress } from './progress/navigation-progress';
import { Toasts } from './toast/toasts';
import { RouteManifestProvider } from './update/route-manifest-provider';
import { UpdateWatcher } from './update/update-watcher';

interface Props {
  readonly tag: string;
  readonly locale: Locale;
  /** The URL of the build's client message file of `locale`. */
  readonly messageFile: string;
  readonly buildId: string;
  readonly children: ReactNode;
}

/**
 * Client-side context for every page: translations, icons, toasts, progress, update checks and the
 * build's route manifest (`useRouteManifest()`).
 */
export function Providers({ tag, locale, messageFile, buildId, children }: Props) {
  return (
    <ClientIntlProvider tag={tag} locale={locale} messageFile={messageFile}>
      <RouteManifestProvider buildId={buildId}>
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        {children}
        <Toasts />
        <UpdateWatcher buildId={buildId} />
      </RouteManifestProvider>
    </ClientIntlProvider>
  );
}
