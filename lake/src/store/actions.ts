import { getDraftId, isDraftOf, isPublishedId, isVersionOf, type DocumentId } from '@sanity/id-utils';
import type { Action, Mutation, SanityDocument } from '../contract';
import type { TransactionBuilder } from './apply-mutations';
import { isValidId } from './document-ids';
import { invalidMutation, mutationError, revisionMismatch } from './errors';

/**
 * Turns one `sanity.action.document.*` action into mutations against the state the previous
 * actions of the same request left, and applies them. `index` is the action's position, used in
 * error items the way Sanity reports them.
 */
export function applyAction(builder: TransactionBuilder, action: Action, index: number): void {
  const run = (mutations: readonly Mutation[]) => {
    for (const mutation of mutations) builder.apply(mutation, index);
  };

  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = action.attributes._id ?? getDraftId(checkedId(action.publishedId, index));
      requireSameDocument(id, action.publishedId, index, true);
      const doc = { ...action.attributes, _id: id };
      run([action.ifExists === 'ignore' ? { createIfNotExists: doc } : { create: doc }]);
      return;
    }
    case 'sanity.action.document.edit': {
      requireSameDocument(action.draftId, action.publishedId, index, false);
      const { ifRevisionID, ...operations } = action.patch;
      const draft = builder.get(action.draftId);
      const published = builder.get(action.publishedId);
      const base = draft ?? published;
      if (!base) throw documentMissing(index, action.draftId, 'edit');
      if (ifRevisionID !== undefined && ifRevisionID !== base._rev) {
        throw revisionMismatch(index, base._id, ifRevisionID, base._rev, 'edit');
      }
      // Editing a document that has no draft starts the draft from the published version.
      const copy: Mutation[] = draft || !published ? [] : [{ createIfNotExists: copyAs(published, action.draftId) }];
      run([...copy, { patch: { id: action.draftId, ...operations } }]);
      return;
    }
    case 'sanity.action.document.publish': {
      requireSameDocument(action.draftId, action.publishedId, index, false);
      const draft = builder.get(action.draftId);
      if (!draft) throw documentMissing(index, action.draftId, 'publish');
      const published = builder.get(action.publishedId);
      if (action.ifDraftRevisionId !== undefined && action.ifDraftRevisionId !== draft._rev) {
        throw revisionMismatch(index, draft._id, action.ifDraftRevisionId, draft._rev, 'publish');
      }
      if (action.ifPublishedRevisionId !== undefined && action.ifPublishedRevisionId !== published?._rev) {
        throw revisionMismatch(index, action.publishedId, action.ifPublishedRevisionId, published?._rev, 'publish');
      }
      // createOrReplace keeps the published `_createdAt`; a first publish takes the draft's.
      run([{ createOrReplace: copyAs(draft, action.publishedId) }, { delete: { id: draft._id } }]);
      return;
    }
    case 'sanity.action.document.unpublish': {
      requireSameDocument(action.draftId, action.publishedId, index, false);
      const published = builder.get(action.publishedId);
      if (!published) throw documentMissing(index, action.publishedId, 'unpublish');
      run([{ createIfNotExists: copyAs(published, action.draftId) }, { delete: { id: action.publishedId } }]);
      return;
    }
    case 'sanity.action.document.discard': {
      if (!builder.get(action.draftId)) throw documentMissing(index, action.draftId, 'discard');
      run([{ delete: { id: action.draftId } }]);
      return;
    }
    case 'sanity.action.document.delete': {
      const drafts = action.includeDrafts ?? [];
      for (const id of drafts) requireSameDocument(id, action.publishedId, index, false);
      run([action.publishedId, ...drafts].map((id) => ({ delete: { id } })));
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const id = action.attributes._id ?? getDraftId(checkedId(action.publishedId, index));
      requireSameDocument(id, action.publishedId, index, false);
      run([{ createOrReplace: { ...action.attributes, _id: id } }]);
      return;
    }
  }
}

/** The editable fields of `doc` under another id: the store sets the system fields anew. */
function copyAs(doc: SanityDocument, id: string): SanityDocument {
  return { ...doc, _id: id };
}

function checkedId(id: string, index: number): DocumentId {
  if (!isValidId(id)) throw invalidMutation(index, `Document ID "${id}" is not valid`);
  return id;
}

/** `id` must be the draft or a release version of `publishedId` (or, if allowed, that id itself). */
function requireSameDocument(id: string, publishedId: string, index: number, allowPublished: boolean): void {
  if (allowPublished && id === publishedId) return;
  const sameDocument =
    isValidId(id) &&
    isValidId(publishedId) &&
    isPublishedId(publishedId) &&
    (isDraftOf(publishedId, id) || isVersionOf(publishedId, id));
  if (!sameDocument) {
    throw mutationError(400, index, {
      type: 'invalidActionError',
      description: `Document ID "${id}" is not a draft or version of "${publishedId}"`,
      id,
    });
  }
}

function documentMissing(index: number, id: string, actionName: string): ReturnType<typeof mutationError> {
  return mutationError(409, index, {
    type: 'documentNotFoundError',
    description: `Document "${id}" does not exist, blocking action "${actionName}"`,
    id,
  });
}
