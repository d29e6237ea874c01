import { DocumentId, getPublishedId } from '@sanity/id-utils';
import { draftMode } from 'next/headers';
import { LiveDocumentText, type LiveTextField } from './live-document-text';

/** Where a page's head text comes from: the document and the field its intro is kept in. */
export interface TextSource {
  readonly id: string;
  readonly introField?: Extract<LiveTextField, 'intro' | 'summary'>;
}

/**
 * A document's text field on its page. Published pages get the plain text (no client code); in
 * draft mode the text follows the editor's typing in the Studio's Presentation frame.
 */
export async function DocumentText({
  source,
  field,
  value,
}: {
  readonly source: TextSource | undefined;
  readonly field: LiveTextField;
  readonly value: string;
}) {
  if (source === undefined || !(await draftMode()).isEnabled) return value;
  return <LiveDocumentText documentId={getPublishedId(DocumentId(source.id))} field={field} value={value} />;
}
