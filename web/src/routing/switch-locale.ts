import type { Locale } from '@seedshop/locales';
import { splitLocale } from './locale-path';
import { localPath } from './local-path';
import { localizePath } from './paths';
import { resolvePath, type ResolverSet } from './resolve';

/**
 * Where the language switcher sends the visitor: the same page in the other language. A page a
 * resolver knows (CMS, catalogue) supplies its own alternates, since slugs may differ per language;
 * every other page keeps its path and only changes the prefix. Anything that is not a same-site
 * path falls back to the home page of the target language.
 */
export async function switchLocaleTarget(to: Locale, from: string | null, resolvers: ResolverSet): Promise<string> {
  const home = localizePath(to, '/');
  const local = from === null ? null : localPath(from);
  if (local === null) return home;
  return localPath(await targetOf(to, local, resolvers)) ?? home;
}

async function targetOf(to: Locale, from: string, resolvers: ResolverSet): Promise<string> {
  const queryStart = from.indexOf('?');
  const pathname = queryStart === -1 ? from : from.slice(0, queryStart);
  const search = queryStart === -1 ? '' : from.slice(queryStart);
  const current = splitLocale(pathname);
  const resolution = await resolvePath(current.locale, current.path, new URLSearchParams(search), resolvers);
  if (resolution.kind === 'page') return resolution.page.alternates[to];
  return `${localizePath(to, current.path)}${search}`;
}
