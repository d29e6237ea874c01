import type { DocumentId } from '@sanity/id-utils';

/** Ids Sanity accepts: letters, digits, `.`, `_`, `-`; at most 128 characters; no leading `-`. */
const VALID_ID = /^[A-Za-z0-9_.][A-Za-z0-9_.-]{0,127}$/;
/** A release version names its release and its document: `versions.<releaseId>.<id>`. */
const INCOMPLETE_VERSION = /^versions\.(?:[^.]*|drafts\..*|versions\..*)$/;

/**
 * The ids the lake stores. Drafts (`drafts.<id>`), release versions and the other id helpers come
 * from @sanity/id-utils; every id accepted here is a well-formed `DocumentId` for it, checked
 * without building the library's errors (the query path calls this for every document).
 */
export function isValidId(id: string): id is DocumentId {
  return VALID_ID.test(id) && !id.includes('..') && !id.endsWith('.') && !INCOMPLETE_VERSION.test(id);
}
