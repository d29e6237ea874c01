import { getDraftId, getPublishedId } from '@sanity/id-utils';
import type { DocumentChange, DocumentStore, Transaction } from '../../contract';
import { isValidId } from '../../store/document-ids';

/**
 * The Studio's "document events" (`/data/history/<ds>/events/documents/<id>`, newest first),
 * derived from the transaction log: what happened to the document group (published + draft) in
 * each transaction. Edits of a draft are not events here: the Studio derives "edited" entries
 * from the transactions itself.
 */
export function documentEvents(store: DocumentStore, documentId: string): Record<string, unknown>[] {
  // Only valid ids are ever written, so an invalid one has no history.
  if (!isValidId(documentId)) return [];
  const publishedId = getPublishedId(documentId);
  const draftId = getDraftId(publishedId);
  const events: Record<string, unknown>[] = [];
  for (const transaction of store.history({ documentIds: [publishedId, draftId], reverse: true })) {
    const published = transaction.changes.find((change) => change.id === publishedId);
    const draft = transaction.changes.find((change) => change.id === draftId);
    const event = eventOf(transaction, publishedId, draftId, published, draft);
    if (event) events.push(event);
  }
  return events;
}

function eventOf(
  transaction: Transaction,
  documentId: string,
  draftId: string,
  published: DocumentChange | undefined,
  draft: DocumentChange | undefined,
): Record<string, unknown> | null {
  const base = { id: transaction.id, timestamp: transaction.timestamp, author: transaction.author, documentId };
  if (published?.after && draft?.before && !draft.after) {
    return {
      ...base,
      type: 'publishDocumentVersion',
      revisionId: transaction.id,
      versionId: draftId,
      versionRevisionId: draft.before._rev,
      publishCause: 'document.publish',
    };
  }
  if (published?.before && !published.after) {
    if (draft?.after) {
      return { ...base, type: 'unpublishDocument', versionId: draftId, versionRevisionId: transaction.id };
    }
    return { ...base, type: 'deleteDocumentGroup' };
  }
  if (published?.after) {
    return {
      ...base,
      type: published.before ? 'updateLiveDocument' : 'createLiveDocument',
      revisionId: transaction.id,
    };
  }
  if (draft?.after && !draft.before) {
    return { ...base, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: transaction.id };
  }
  if (draft?.before && !draft.after) {
    // The revision of a discard is the discarding transaction, not the draft's last edit: the
    // Studio keys a draft's events by this id and its edit events by their transaction, so the
    // last edit's id here would make it list the discard twice (once in the edit's place).
    return { ...base, type: 'deleteDocumentVersion', versionId: draftId, versionRevisionId: transaction.id };
  }
  return null;
}
