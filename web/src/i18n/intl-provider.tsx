'use client';

import type { Locale } from '@seedshop/locales';
import { use, type ReactNode } from 'react';
import { ClientIntlContextProvider, createClientIntl, type ClientIntl } from './client-intl';
import { clientMessagesOf } from './client-messages/client-message-global';
import { clientMessagesFor } from './client-messages/client-message-loader';

interface Props {
  readonly tag: string;
  readonly locale: Locale;
  /** The URL of the build's message file of `locale` (`/builds/messages/{locale}.{hash}.js`). */
  readonly messageFile: string;
  readonly children: ReactNode;
}

const reported = new Set<Locale>();
/** One formatter per catalogue object, so its parsed messages and `Intl` objects outlive a render. */
const formatters = new WeakMap<object, Map<string, ClientIntl>>();

function formatterOf(tag: string, messages: Readonly<Partial<Record<string, string>>>): ClientIntl {
  let byTag = formatters.get(messages);
  if (byTag === undefined) {
    byTag = new Map();
    formatters.set(messages, byTag);
  }
  let intl = byTag.get(tag);
  if (intl === undefined) {
    intl = createClientIntl(tag, messages);
    byTag.set(tag, intl);
  }
  return intl;
}

/**
 * The message formatter of client components (`useIntl()` from client-intl.tsx). The browser gets
 * only the messages client code can ask for (client-message-ids.ts), from the build's message file
 * loaded before hydration (client-message-global.ts), so an id missing from them is a bug: it is
 * reported in every build and end-to-end tests watch the console for it.
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
  return <ClientIntlContextProvider value={formatterOf(tag, messages ?? {})}>{children}</ClientIntlContextProvider>;
}
