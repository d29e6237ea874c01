import type { IconifyJSON } from '@iconify/types';
import type { Locale } from '@seedshop/locales';
import type { ClientMessages } from './client-catalogues';

/**
 * Where the client messages wait for the client provider. In the browser, the build's message
 * file (`/builds/messages/{locale}.{hash}.js`, a script Next loads before it hydrates) sets
 * `self.__seedshopMessages`; on the server, the layout module installs every locale's catalogue on a
 * `Symbol.for` global, which the server rendering of client components (a separate bundle in the
 * same process) reads. So the messages are never props of a client component and never ride in a
 * page's payload.
 */
export interface MessageFilePayload {
  readonly locale: Locale;
  readonly messages: ClientMessages;
  /** The icons of the app's own screens (ui/icon/icon-data.server.ts), so they paint without a request of their own. */
  readonly icons: readonly IconifyJSON[];
}

declare global {
  interface Window {
    __seedshopMessages?: MessageFilePayload;
  }
}

const serverKey = Symbol.for('seedshop.clientCatalogues');
interface ServerFiles {
  readonly catalogues: Readonly<Record<Locale, ClientMessages>>;
  readonly icons: readonly IconifyJSON[];
}
type Slot = typeof globalThis & { [serverKey]?: ServerFiles };

/** Called by the server (the layout module) with every locale's client catalogue and the app's icons. */
export function installServerClientMessages(
  catalogues: Readonly<Record<Locale, ClientMessages>>,
  icons: readonly IconifyJSON[],
): void {
  (globalThis as Slot)[serverKey] = { catalogues, icons };
}

/** The client messages of `locale`, or undefined when they have not arrived (the file failed to load). */
export function clientMessagesOf(locale: Locale): ClientMessages | undefined {
  if (typeof window === 'undefined') return (globalThis as Slot)[serverKey]?.catalogues[locale];
  const file = window.__seedshopMessages;
  return file?.locale === locale ? file.messages : undefined;
}

/** The app's icons, from the same file (in the browser) or the server's copy; none when it failed to load. */
export function uiIconsOf(): readonly IconifyJSON[] {
  if (typeof window === 'undefined') return (globalThis as Slot)[serverKey]?.icons ?? [];
  return window.__seedshopMessages?.icons ?? [];
}
