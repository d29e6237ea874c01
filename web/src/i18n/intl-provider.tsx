'use client';

import { use, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { ClientMessages } from './client-messages/client-catalogues';
import { clientMessagesUrl, SERVER_CLIENT_MESSAGES } from './client-messages/client-messages-url';
import type { Messages } from './messages';

interface Props {
  readonly tag: string;
  readonly locale: string;
  readonly buildId: string;
  readonly children: ReactNode;
}

const loads = new Map<string, Promise<ClientMessages>>();

/** The language's messages, fetched once per page load (the browser caches the file for good). */
function loadClientMessages(locale: string, buildId: string): Promise<ClientMessages> {
  const url = clientMessagesUrl(locale, buildId);
  let load = loads.get(url);
  if (load === undefined) {
    load = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`client messages: ${url} answered ${response.status}`);
      return (await response.json()) as ClientMessages;
    });
    // A failed load is tried again by the next render, not remembered.
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

function serverClientMessages(locale: string): ClientMessages {
  const catalogues = (globalThis as Record<symbol, unknown>)[SERVER_CLIENT_MESSAGES] as
    Readonly<Record<string, ClientMessages>> | undefined;
  const messages = catalogues?.[locale];
  if (messages === undefined) throw new Error('client messages: the server has not loaded its catalogues');
  return messages;
}

/**
 * react-intl for client components. Only the messages client code can ask for
 * (client-message-ids.ts) reach the browser, as one cached file per language and build: the
 * server renders with its own copy, the browser hydrates once the file is there. An id missing
 * from them is a bug: it is reported in every build, not only in development as react-intl's
 * default does, and end-to-end tests watch the console for it.
 */
export function ClientIntlProvider({ tag, locale, buildId, children }: Props) {
  const messages =
    typeof window === 'undefined' ? serverClientMessages(locale) : use(loadClientMessages(locale, buildId));
  // react-intl's type asks for every id; the subset holds every id client code can ask for, which
  // client-message-ids.test.ts checks against the client modules.
  const clientMessages = messages as Messages;
  return (
    <IntlProvider locale={tag} defaultLocale="en-US" messages={clientMessages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: Error): void {
  console.error(`[intl] ${error.message}`);
}
