import 'server-only';
import type { Locale } from '@seedshop/locales';
import { catalogues, type MessageId } from '../messages';
import { clientMessageIds } from './client-message-ids';
import { SERVER_CLIENT_MESSAGES } from './client-messages-url';

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

/**
 * The server's render of client components (the same process, another module graph) reads the
 * catalogues from here: the browser fetches its language's one file (clientMessagesUrl), so the
 * messages are not part of any page's data.
 */
(globalThis as Record<symbol, unknown>)[SERVER_CLIENT_MESSAGES] = clientCatalogues;
