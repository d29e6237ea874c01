/**
 * Icons come from our own endpoint (`/api/icons/{prefix}.json?icons=a,b`), built from the
 * `@iconify-json/*` packages, never from the public Iconify API. Two timeouts: a request to the
 * icon service may take 5,000 ms (hosts rotate at 750 ms, URLs stay under 500 characters), while
 * the app itself waits 1,500 ms for an icon before it reports it missing and keeps the placeholder.
 */
export const ICON_API_PATH = '/api/icons/';
/** How long the app waits for an icon's data before it stops waiting. */
export const ICON_CLIENT_TIMEOUT_MS = 1500;
/** How long one request to the icon service may take. */
export const ICON_SERVICE_TIMEOUT_MS = 5000;

export const iconApiConfig = {
  resources: [''],
  path: ICON_API_PATH,
  timeout: ICON_SERVICE_TIMEOUT_MS,
  rotate: 750,
  maxURL: 500,
} as const;

/** Icon sets the endpoint serves (prefix → package). Add a set here and to web's dependencies. */
export const iconSets = ['lucide'] as const;
export type IconSet = (typeof iconSets)[number];
