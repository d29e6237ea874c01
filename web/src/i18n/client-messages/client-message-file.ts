import 'server-only';
import { createHash } from 'node:crypto';
import { locales, type Locale } from '@seedshop/locales';
import { uiIconData } from '@/ui/icon/icon-data.server';
import { clientCatalogues } from './client-catalogues';
import type { MessageFilePayload } from './client-message-global';

/** Where the message files are served (`app/builds/messages/[file]/route.ts`). */
export const MESSAGE_FILES_PATH = '/builds/messages';

interface MessageFile {
  readonly name: string;
  readonly body: string;
}

function messageFile(locale: Locale): MessageFile {
  const payload: MessageFilePayload = { locale, messages: clientCatalogues[locale], icons: uiIconData() };
  const body = `self.__seedshopMessages=${JSON.stringify(payload)};\n`;
  // Named by its content: a browser may keep it for good, and a build with other texts gets another name.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  return { name: `${locale}.${hash}.js`, body };
}

const files = new Map<Locale, MessageFile>(locales.map((locale) => [locale, messageFile(locale)]));
const byName = new Map<string, string>([...files.values()].map((file) => [file.name, file.body]));

/** The URL path of `locale`'s client messages (and the app's icons) as a script. */
export function messageFilePath(locale: Locale): string {
  const file = files.get(locale);
  if (file === undefined) throw new Error(`no client messages for ${locale}`);
  return `${MESSAGE_FILES_PATH}/${file.name}`;
}

/** The script under `name`, or null when no locale's file has that name (another build's, or none). */
export function messageFileBody(name: string): string | null {
  return byName.get(name) ?? null;
}
