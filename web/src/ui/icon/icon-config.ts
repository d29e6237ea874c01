/**
 * Icons come from our own endpoint (`/api/icons/{prefix}.json?icons=a,b`), built from the
 * `@iconify-json/*` packages, never from the public Iconify API. Timings follow the spec (§9):
 * the app waits 1,500 ms per request, rotates hosts at 750 ms, keeps URLs under 500 characters.
 */
export const ICON_API_PATH = '/api/icons/';
export const ICON_CLIENT_TIMEOUT_MS = 1500;

export const iconApiConfig = {
  resources: [''],
  path: ICON_API_PATH,
  timeout: ICON_CLIENT_TIMEOUT_MS,
  rotate: 750,
  maxURL: 500,
} as const;

/** Icon sets the endpoint serves (prefix → package). Add a set here and to web's dependencies. */
export const iconSets = ['lucide'] as const;
export type IconSet = (typeof iconSets)[number];
