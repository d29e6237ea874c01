/**
 * The href rule of `cta.href`, `navItem.href` and the `link` annotation: a locale-neutral internal
 * path (`/…`, not `//…`), or an `https://`, `mailto:` or `tel:` URL. Nothing else (no
 * `javascript:`, `data:`, `http:`).
 */
export function isAllowedHref(href: string): boolean {
  if (/\s/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  if (href.startsWith('https://')) return href.length > 'https://'.length;
  return /^(mailto:[^@]+@[^@]+|tel:\+?[0-9-]+)$/.test(href);
}

export function assertAllowedHref(href: string, where: string): string {
  if (!isAllowedHref(href)) throw new Error(`${where}: href not allowed: ${href}`);
  return href;
}
