/**
 * Where a page's client messages live: one file per language and build, cached by the browser for
 * good (a new build has a new address). Pages do not carry them in their own data any more.
 */
export function clientMessagesUrl(locale: string, buildId: string): string {
  return `/builds/messages/${encodeURIComponent(locale)}/${encodeURIComponent(buildId)}.json`;
}

/** Where the server keeps the catalogues for its own render of client components. */
export const SERVER_CLIENT_MESSAGES = Symbol.for('seedshop.clientMessages');
