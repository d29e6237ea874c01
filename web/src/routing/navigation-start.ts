/** The window event a client-side navigation to another page announces as it starts. */
export const NAVIGATION_START_EVENT = 'seedshop:navigation-start';

/**
 * Tells the page that a client-side navigation to `url` has started (the loading bar listens),
 * unless `url` is the page already open: such a navigation ends without the address changing, and
 * a bar waiting for that change would never finish.
 */
export function announceNavigation(url: URL): void {
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  window.dispatchEvent(new Event(NAVIGATION_START_EVENT));
}
