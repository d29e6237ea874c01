/**
 * The same-origin address a plain left click on a link is about to open, or null when the click
 * is not such a navigation (already handled, modified, a new tab, a download, another site).
 */
export function internalLinkTarget(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.target === '_blank' || target.hasAttribute('download')) {
    return null;
  }
  const url = new URL(target.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}
