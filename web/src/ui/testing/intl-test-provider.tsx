import type { ReactNode } from 'react';
import { ClientIntlContextProvider, createClientIntl } from '@/i18n/client-intl';

/** The client message formatter for a test's tree, as the page's provider gives it. */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  /** A BCP 47 tag (`en-US`). */
  readonly locale: string;
  readonly messages: Readonly<Partial<Record<string, string>>>;
  readonly children: ReactNode;
}) {
  return <ClientIntlContextProvider value={createClientIntl(locale, messages)}>{children}</ClientIntlContextProvider>;
}
