/**
 * The lake's internal contract: what the document store offers the HTTP layer (and tests).
 * The store (store/) owns documents, revisions, the transaction log and snapshots; the HTTP layer
 * (http/) turns Sanity's wire format into these calls and back. Shapes follow Sanity's HTTP API
 * (https://www.sanity.io/docs/http-api): mutations and actions exactly as clients send them.
 */

/** A stored document: Sanity's system fields plus whatever the editor wrote. */
export interface SanityDocument {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [field: string]: unknown;
}

/** A document as a client sends it (system fields other than `_id`/`_type` are set by the store). */
export interface DocumentInput {
  _id?: string;
  _type: string;
  [field: string]: unknown;
}

/** Sanity's patch operations (https://www.sanity.io/docs/http-patches). */
export interface PatchOperations {
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  insert?: { before?: string; after?: string; replace?: string; items: unknown[] };
  inc?: Record<string, number>;
  dec?: Record<string, number>;
  diffMatchPatch?: Record<string, string>;
}

export interface PatchMutation extends PatchOperations {
  id?: string;
  query?: string;
  params?: Record<string, unknown>;
  ifRevisionID?: string;
}

export type Mutation =
  | { create: DocumentInput }
  | { createOrReplace: DocumentInput & { _id: string } }
  | { createIfNotExists: DocumentInput & { _id: string } }
  | { delete: { id: string } | { query: string; params?: Record<string, unknown> } }
  | { patch: PatchMutation };

/** `sanity.action.document.*` as the Studio sends them to `/data/actions/{dataset}`. */
export type Action =
  | {
      actionType: 'sanity.action.document.create';
      publishedId: string;
      attributes: DocumentInput;
      ifExists?: 'fail' | 'ignore';
    }
  | {
      actionType: 'sanity.action.document.edit';
      draftId: string;
      publishedId: string;
      patch: PatchOperations & { ifRevisionID?: string };
    }
  | {
      actionType: 'sanity.action.document.publish';
      draftId: string;
      publishedId: string;
      ifDraftRevisionId?: string;
      ifPublishedRevisionId?: string;
    }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[]; purge?: boolean }
  | { actionType: 'sanity.action.document.replaceDraft'; publishedId: string; attributes: DocumentInput };

export type Operation = 'create' | 'update' | 'delete' | 'none';

/** What one transaction did to one document. */
export interface DocumentChange {
  readonly id: string;
  readonly operation: Exclude<Operation, 'none'>;
  readonly before: SanityDocument | null;
  readonly after: SanityDocument | null;
  /** Sanity listener form of what happened to this document, e.g. `[{createOrReplace: after}]`. */
  readonly mutations: readonly Mutation[];
}

/** A committed transaction, as logged and as announced to listeners. */
export interface Transaction {
  /** Position in the log, 1-based and gapless. */
  readonly seq: number;
  readonly id: string;
  /** ISO time of the commit. */
  readonly timestamp: string;
  /** User id of the author (`p-local-editor`, `system-import`, …). */
  readonly author: string;
  /** Per mutation of the request, in order: what it touched (`returnIds`/`results`). */
  readonly results: readonly { readonly id: string; readonly operation: Operation }[];
  readonly changes: readonly DocumentChange[];
}

export interface CommitOptions {
  /** Client-chosen transaction id (`transactionId` in the request body); a new one otherwise. */
  readonly transactionId?: string;
  readonly author: string;
}

/** Every failure a client can cause: the HTTP layer answers `status` with `body`. */
export class LakeError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422,
    message: string,
    /** Sanity's error body, e.g. `{error: {type: 'mutationError', description, items}}`. */
    readonly body: Record<string, unknown> = { error: { description: message, type: 'httpError' } },
  ) {
    super(message);
    this.name = 'LakeError';
  }
}

export interface HistoryQuery {
  readonly documentIds: readonly string[];
  /** Inclusive bounds, ISO times or transaction ids. */
  readonly fromTime?: string;
  readonly toTime?: string;
  readonly fromTransaction?: string;
  readonly toTransaction?: string;
  readonly limit?: number;
  readonly reverse?: boolean;
}

export interface DocumentStore {
  /** Highest committed `seq` (0 when empty). */
  readonly seq: number;
  get(id: string): SanityDocument | null;
  /** Every current document, drafts and versions included (the `raw` perspective). */
  documents(): Iterable<SanityDocument>;
  /**
   * Applies all mutations atomically (all or nothing), persists the transaction (fsync) and only
   * then resolves and notifies subscribers, in commit order. Throws LakeError (409 on a revision
   * mismatch or an existing id for `create`, 404 for a patch of a missing document, 400 for
   * malformed input).
   */
  commit(mutations: readonly Mutation[], options: CommitOptions): Promise<Transaction>;
  /** Translates actions into one transaction with the same guarantees as `commit`. */
  act(actions: readonly Action[], options: CommitOptions): Promise<Transaction>;
  /** Called synchronously after each commit, in order. Returns the unsubscribe function. */
  subscribe(listener: (transaction: Transaction) => void): () => void;
  /** Transactions touching these documents, oldest first (unless `reverse`). */
  history(query: HistoryQuery): Transaction[];
  /** The document as it was right after the given transaction (or at the given time). */
  documentAt(id: string, at: { readonly transactionId?: string; readonly time?: string }): SanityDocument | null;
  /**
   * Writes a snapshot of the current documents; the log stays whole (history reads it) and the
   * next open replays only the transactions after the snapshot.
   */
  snapshot(): Promise<void>;
  close(): Promise<void>;
}

/** Opens (or creates) a store in `dataDir`: loads the newest snapshot, replays the log after it. */
export type OpenStore = (options: { readonly dataDir: string; readonly now?: () => Date }) => Promise<DocumentStore>;
