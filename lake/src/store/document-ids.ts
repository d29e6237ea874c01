/**
 * Sanity's id conventions: `drafts.<id>` holds the draft of `<id>`, and
 * `versions.<releaseId>.<id>` holds its version in a content release.
 */
const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

/** Ids Sanity accepts: letters, digits, `.`, `_`, `-`; at most 128 characters; no leading `-`. */
const VALID_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/;

export function isValidId(id: string): boolean {
  return VALID_ID.test(id) && !id.includes('..') && !id.endsWith('.');
}

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX);
}

export function isVersionId(id: string): boolean {
  return id.startsWith(VERSIONS_PREFIX);
}

export function getPublishedId(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) {
    const rest = id.slice(VERSIONS_PREFIX.length);
    const dot = rest.indexOf('.');
    return dot === -1 ? rest : rest.slice(dot + 1);
  }
  return id;
}

export function getDraftId(id: string): string {
  return `${DRAFTS_PREFIX}${getPublishedId(id)}`;
}

export function getVersionId(id: string, releaseId: string): string {
  return `${VERSIONS_PREFIX}${releaseId}.${getPublishedId(id)}`;
}

/** The release a version id belongs to (`versions.<releaseId>.<id>`), `undefined` otherwise. */
export function versionOf(id: string): string | undefined {
  if (!isVersionId(id)) return undefined;
  const rest = id.slice(VERSIONS_PREFIX.length);
  const dot = rest.indexOf('.');
  return dot === -1 ? undefined : rest.slice(0, dot);
}

/** True when `candidate` is the draft or a release version of `publishedId` (not the id itself). */
export function isDraftOrVersionOf(candidate: string, publishedId: string): boolean {
  return candidate !== publishedId && getPublishedId(candidate) === publishedId;
}
