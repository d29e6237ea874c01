import type { ClientIntl } from '@/i18n/client-intl';

/**
 * Labels as one list in sentence case ("Uplifting and happy", "Créatif, euphorique et joyeux"):
 * after the first, labels are lower-cased except in German, whose nouns keep their capital.
 */
export function labelList(
  intl: Pick<ClientIntl, 'formatList' | 'locale'>,
  items: readonly { readonly label: string }[],
): string {
  const german = intl.locale.startsWith('de');
  return intl.formatList(
    items.map((item, index) => (index === 0 || german ? item.label : item.label.toLocaleLowerCase(intl.locale))),
    { type: 'conjunction' },
  );
}
