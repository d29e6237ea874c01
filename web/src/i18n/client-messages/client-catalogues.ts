import 'server-only';
import type { Locale } from '@seedshop/locales';
import { catalogues, type MessageId } from '../messages';
import { clientMessageIds } from './client-message-ids';

/** The messages client components can ask for; server components format theirs on the server. */
export type ClientMessages = Readonly<Partial<Record<MessageId, string>>>;

function clientCatalogue(locale: Locale): ClientMessages {
  const catalogue = catalogues[locale];
  return Object.fromEntries(clientMessageIds.map((id) => [id, catalogue[id]]));
}

/** Per locale, the part of the UI catalogue that travels to the browser in every page's payload. */
export const clientCatalogues: Readonly<Record<Locale, ClientMessages>> = {
  en: clientCatalogue('en'),
  de: clientCatalogue('de'),
  fr: clientCatalogue('fr'),
  es: clientCatalogue('es'),
};
