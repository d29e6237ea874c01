/**
 * Rules of `redirect` documents. `from` is matched in the document's language, so it is a
 * locale-neutral path; `to` is a locale-neutral path or, only with `external: true`, an absolute
 * https URL (the proxy refuses and logs external targets without the flag).
 */
import { internalPathProblem, isAbsoluteUrl } from './href';

export function checkRedirectFrom(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return true;
  if (value.includes('?') || value.includes('#')) {
    return 'The old path has no query (?…) or fragment (#…).';
  }
  return internalPathProblem(value) ?? true;
}

const looksAbsolute = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');

export function checkRedirectTo(value: unknown, external: unknown): true | string {
  if (typeof value !== 'string' || value === '') return true;
  if (looksAbsolute(value)) {
    if (!isAbsoluteUrl(value, ['https:'])) return 'An address on another site starts with https://.';
    return external === true ? true : 'Targets on another site need "External" switched on.';
  }
  return internalPathProblem(value) ?? true;
}

export function checkRedirectExternal(external: unknown, to: unknown): true | string {
  if (external !== true) return true;
  return typeof to === 'string' && isAbsoluteUrl(to, ['https:'])
    ? true
    : 'An external redirect needs an absolute https:// target.';
}
