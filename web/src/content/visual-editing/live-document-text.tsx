'use client';

import { usePresentationQuery } from 'next-sanity/hooks';
import { useMemo } from 'react';

/** The document fields a page's head shows as text, each fetched on its own. */
export type LiveTextField = 'title' | 'intro' | 'summary';

const fieldQueries = {
  title: '*[_id == $id][0]{_id, title}',
  intro: '*[_id == $id][0]{_id, intro}',
  summary: '*[_id == $id][0]{_id, summary}',
} as const satisfies Record<LiveTextField, string>;

/**
 * A text field of a document as the editor types it, in the Studio's Presentation frame (draft
 * mode only). The Studio runs the query itself and overlays the document the editor has open,
 * before the edit is saved, so the frame follows each keystroke; a server render follows only once
 * the Studio has saved the draft and its change debounce has passed (a second or more). Outside
 * the Studio's frame, and until the Studio answers, the server's text shows.
 */
export function LiveDocumentText({
  documentId,
  field,
  value,
}: {
  readonly documentId: string;
  readonly field: LiveTextField;
  readonly value: string;
}) {
  const params = useMemo(() => ({ id: documentId }), [documentId]);
  const { data } = usePresentationQuery({ query: fieldQueries[field], params });
  const live: unknown = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : null;
  return typeof live === 'string' ? live : value;
}
