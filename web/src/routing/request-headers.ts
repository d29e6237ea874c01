/** Request headers the proxy adds for the pages (never trusted from the client: it overwrites them). */
export const requestHeaders = {
  /** The path as the visitor requested it, before the locale rewrite. */
  path: 'x-seedshop-path',
  /** The query string of the request, including `?`, or empty. */
  search: 'x-seedshop-search',
  locale: 'x-seedshop-locale',
} as const;
