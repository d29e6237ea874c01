'use client';

import type { Locale } from '@seedshop/locales';
import type { ReactNode } from 'react';
import { ClientIntlProvider } from '@/i18n/intl-provider';
import { SoftNavigation } from '@/routing/soft-navigation';
import { IdleServices } from './idle-services';
import { Toasts } from './toast/toasts';
import { RouteManifestProvider } from './update/route-manifest-provider';

interface Props {
  readonly tag: string;
  readonly locale: Locale;
  /** The URL of the build's client message file of `locale`. */
  readonly messageFile: string;
  readonly buildId: string;
  readonly children: ReactNode;
}

/**
 * Client-side context for every page: translations, icons, toasts, the links' client-side navigation, the build's route manifest
 * (`useRouteManifest()`), and once the browser is idle the loading bar and the update checks.
 */
export function Providers({ tag, locale, messageFile, buildId, children }: Props) {
  return (
    <ClientIntlProvider tag={tag} locale={locale} messageFile={messageFile}>
      <RouteManifestProvider buildId={buildId}>
        {children}
        <SoftNavigation />
        <Toasts />
        <IdleServices buildId={buildId} />
      </RouteManifestProvider>
    </ClientIntlProvider>
  );
}
