'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages } from './messages';

interface Props {
  readonly tag: string;
  readonly messages: Messages;
  readonly children: ReactNode;
}

/** react-intl for client components; the messages of the current locale come from the server. */
export function ClientIntlProvider({ tag, messages, children }: Props) {
  return (
    <IntlProvider locale={tag} defaultLocale="en-US" messages={messages}>
      {children}
    </IntlProvider>
  );
}
