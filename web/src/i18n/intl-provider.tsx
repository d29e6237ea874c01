'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { ClientMessages } from './client-messages/client-catalogues';
import type { Messages } from './messages';

interface Props {
  readonly tag: string;
  readonly messages: ClientMessages;
  readonly children: ReactNode;
}

/**
 * react-intl for client components. The server sends only the messages client code can ask for
 * (client-message-ids.ts), so an id missing from them is a bug: it is reported in every build, not
 * only in development as react-intl's default does, and end-to-end tests watch the console for it.
 */
export function ClientIntlProvider({ tag, messages, children }: Props) {
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
