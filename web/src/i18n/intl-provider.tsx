'use client';

import type { Locale } from '@seedshop/locales';
import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { clientMessagesOf } from './client-messages/client-message-global';
import { clientMessagesFor } from './client-messages/client-message-loader';
import type { Messages } from './messages';

interface Props {
  readonly tag: string;
  readonly locale: Locale;
  /** The URL of the build's message file of `locale` (`/builds/messages/{locale}.{hash}.js`). */
  readonly messageFile: string;
  readonly children: ReactNode;
}

const reported = new Set<Locale>();

/**
 * react-intl for client components. The browser gets only the messages client code can ask for
 * (client-message-ids.ts), from the build's message file loaded before hydration
 * (client-message-global.ts), so an id missing from them is a bug: it is reported in every build, not
 * only in development as react-intl's default does, and end-to-end tests watch the console for it.
 * A page rendered in the browser without that script (an error page) waits for the file here before
 * it shows anything, so it never shows raw ids.
 */
export function ClientIntlProvider({ tag, locale, messageFile, children }: Props) {
  const messages =
    typeof window === 'undefined' ? clientMessagesOf(locale) : use(clientMessagesFor(locale, messageFile));
  if (messages === undefined && !reported.has(locale)) {
    reported.add(locale);
    console.error(`[intl] the client messages of ${locale} did not load`);
  }
  // react-intl's type asks for every id; the subset holds every id client code can ask for, which
  // client-message-ids.test.ts checks against the client modules.
  const clientMessages = (messages ?? {}) as Messages;
  return (
    <IntlProvider locale={tag} defaultLocale="en-US" messages={clientMessages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: Error): void {
  console.error(`[intl] ${error.message}`);
}
