import de from '@seedshop/locales/de.json';
import en from '@seedshop/locales/en.json';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';

const providers = {
  en: { locale: 'en-US', messages: en },
  de: { locale: 'de-DE', messages: de },
} as const;

/** Renders an island as the page would: inside the language's `IntlProvider`. */
export function renderInIntl(ui: ReactElement, locale: keyof typeof providers = 'en') {
  const { locale: tag, messages } = providers[locale];
  return render(
    <IntlProvider locale={tag} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}
