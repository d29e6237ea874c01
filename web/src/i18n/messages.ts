import de from '@seedshop/locales/de.json';
import en from '@seedshop/locales/en.json';
import es from '@seedshop/locales/es.json';
import fr from '@seedshop/locales/fr.json';
import type { Locale } from '@seedshop/locales';

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

/** Every catalogue has exactly the keys of en.json (the type and a unit test both check). */
export const catalogues: Readonly<Record<Locale, Messages>> = { en, de, fr, es };

declare global {
  // react-intl reads this to type-check message ids in formatMessage and <FormattedMessage>.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
