import { Mutation as MutatorMutation } from '@sanity/mutator';
import { uuid } from '@sanity/uuid';
import { evaluateSync, parse } from 'groq-js';
import type { DocumentChange, DocumentInput, Mutation, Operation, PatchOperations, SanityDocument } from '../contract';
import { isValidId } from './document-ids';
import { alreadyExists, invalidMutation, notFound, revisionMismatch } from './errors';

export interface ApplyContext {
  /** Becomes the `_rev` of every document the transaction writes (Sanity does the same). */
  readonly transactionId: string;
  /** ISO time of the commit: `_updatedAt` of written documents, `_createdAt` of new ones. */
  readonly timestamp: string;
}

interface Touched {
  readonly before: SanityDocument | null;
  readonly mutations: Mutation[];
}

/** Fields a client cannot change with a patch: the store owns them. */
const SYSTEM_FIELDS = ['_id', '_type', '_rev', '_createdAt', '_updatedAt'] as const;

/**
 * Applies mutations one after the other on top of the committed documents without touching them:
 * each mutation sees the results of the previous ones, and nothing is visible outside until the
 * caller takes `changes()` and commits them. Any failure throws a LakeError, leaving `base` as is.
 */
export class TransactionBuilder {
  private readonly overlay = new Map<string, SanityDocument | null>();
  private readonly touched = new Map<string, Touched>();
  readonly results: { id: string; operation: Operation }[] = [];

  constructor(
    private readonly base: ReadonlyMap<string, SanityDocument>,
    private readonly context: ApplyContext,
  ) {}

  get(id: string): SanityDocument | null {
    return this.overlay.has(id) ? (this.overlay.get(id) ?? null) : (this.base.get(id) ?? null);
  }

  /** Applies one mutation; `index` is its position in the request, for error items. */
  apply(mutation: Mutation, index: number): void {
    if ('create' in mutation) this.create(mutation.create, index);
    else if ('createOrReplace' in mutation) this.createOrReplace(mutation.createOrReplace, index);
    else if ('createIfNotExists' in mutation) this.createIfNotExists(mutation.createIfNotExists, index);
    else if ('delete' in mutation) this.delete(mutation.delete, index);
    else this.patch(mutation.patch, index);
  }

  /** One entry per document whose state differs from `base`, in the order first touched. */
  changes(): DocumentChange[] {
    const changes: DocumentChange[] = [];
    for (const [id, { before, mutations }] of this.touched) {
      const after = this.get(id);
      if (before === null && after === null) continue;
      const operation = before === null ? 'create' : after === null ? 'delete' : 'update';
      changes.push({ id, operation, before, after, mutations });
    }
    return changes;
  }

  private create(input: DocumentInput, index: number): void {
    const id = this.newDocumentId(input._id, index);
    if (this.get(id)) throw alreadyExists(index, id);
    const doc = this.materialize(input, id, stringField(input, '_createdAt') ?? this.context.timestamp);
    this.write(id, doc, { create: doc });
    this.results.push({ id, operation: 'create' });
  }

  private createOrReplace(input: DocumentInput & { _id: string }, index: number): void {
    const id = this.checkedId(input._id, index);
    const existing = this.get(id);
    // Sanity's reference: a replace with another `_type` acts as a delete and a create, so the
    // document starts a new life (a new `_createdAt`); the same type keeps its creation time.
    const sameDocument = existing !== null && existing._type === input._type;
    const createdAt =
      (sameDocument ? existing._createdAt : undefined) ?? stringField(input, '_createdAt') ?? this.context.timestamp;
    const doc = this.materialize(input, id, createdAt);
    this.write(id, doc, { createOrReplace: doc });
    this.results.push({ id, operation: existing ? 'update' : 'create' });
  }

  private createIfNotExists(input: DocumentInput & { _id: string }, index: number): void {
    const id = this.checkedId(input._id, index);
    if (this.get(id)) {
      this.results.push({ id, operation: 'none' });
      return;
    }
    const doc = this.materialize(input, id, stringField(input, '_createdAt') ?? this.context.timestamp);
    this.write(id, doc, { createIfNotExists: doc });
    this.results.push({ id, operation: 'create' });
  }

  private delete(selection: { id: string } | { query: string; params?: Record<string, unknown> }, index: number): void {
    const ids = 'id' in selection ? [selection.id] : this.query(selection.query, selection.params, index);
    for (const id of ids) {
      // Sanity answers a delete of a missing document with `operation: 'delete'` and no error.
      if (this.get(id)) this.write(id, null, { delete: { id } });
      this.results.push({ id, operation: 'delete' });
    }
  }

  private patch(
    patch: PatchOperations & { id?: string; query?: string; params?: Record<string, unknown>; ifRevisionID?: string },
    index: number,
  ): void {
    const { id, query, params, ifRevisionID, ...operations } = patch;
    let ids: string[];
    if (id !== undefined) ids = [id];
    else if (query !== undefined) ids = this.query(query, params, index);
    else throw invalidMutation(index, 'A patch needs an "id" or a "query"');

    for (const target of ids) {
      const current = this.get(target);
      if (!current) throw notFound(index, target, 'patch');
      if (ifRevisionID !== undefined && ifRevisionID !== current._rev) {
        throw revisionMismatch(index, target, ifRevisionID, current._rev, 'patch');
      }
      const { patched, applied } = applyPatch(current, operations, index);
      const doc: SanityDocument = {
        ...patched,
        _id: current._id,
        _type: current._type,
        _createdAt: current._createdAt,
        _rev: this.context.transactionId,
        _updatedAt: this.context.timestamp,
      };
      this.write(target, doc, { patch: { id: target, ...applied } });
      this.results.push({ id: target, operation: 'update' });
    }
  }

  private write(id: string, doc: SanityDocument | null, mutation: Mutation): void {
    const touched = this.touched.get(id);
    if (touched) touched.mutations.push(mutation);
    else this.touched.set(id, { before: this.get(id), mutations: [mutation] });
    this.overlay.set(id, doc === null ? null : deepFreeze(doc));
  }

  private materialize(input: DocumentInput, id: string, createdAt: string): SanityDocument {
    const fields = structuredClone(input);
    return {
      ...fields,
      _id: id,
      _type: input._type,
      _createdAt: createdAt,
      _rev: this.context.transactionId,
      _updatedAt: this.context.timestamp,
    };
  }

  /** `create` without `_id` gets a uuid; an `_id` ending in `.` is a prefix for one (Sanity). */
  private newDocumentId(requested: string | undefined, index: number): string {
    if (requested === undefined || requested === '') return uuid();
    if (requested.endsWith('.')) return this.checkedId(`${requested}${uuid()}`, index);
    return this.checkedId(requested, index);
  }

  private checkedId(id: string, index: number): string {
    if (!isValidId(id)) throw invalidMutation(index, `Document ID "${id}" is not valid`);
    return id;
  }

  /** Ids of the documents a GROQ filter selects, as of the mutations applied so far. */
  private query(query: string, params: Record<string, unknown> | undefined, index: number): string[] {
    let result: unknown;
    try {
      const tree = parse(query, { params: params ?? {} });
      result = evaluateSync(tree, { dataset: [...this.currentDocuments()], params: params ?? {} }).data;
    } catch (error) {
      throw invalidMutation(index, `Invalid query "${query}": ${errorMessage(error)}`);
    }
    const items = Array.isArray(result) ? result : [result];
    const ids: string[] = [];
    for (const item of items) {
      if (item && typeof item === 'object' && '_id' in item && typeof item._id === 'string') ids.push(item._id);
    }
    return ids;
  }

  private *currentDocuments(): Iterable<SanityDocument> {
    for (const [id, doc] of this.base) if (!this.overlay.has(id)) yield doc;
    for (const doc of this.overlay.values()) if (doc) yield doc;
  }
}

/**
 * Applies Sanity's patch operations with `@sanity/mutator`, the implementation the Studio uses for
 * its optimistic updates, so the stored result matches what the editor already sees. Its order:
 * setIfMissing, set, unset, diffMatchPatch, inc, dec, insert.
 */
function applyPatch(
  doc: SanityDocument,
  operations: PatchOperations,
  index: number,
): { patched: Record<string, unknown>; applied: PatchOperations } {
  const applied: Omit<PatchOperations, 'insert'> = {};
  if (operations.set) applied.set = withoutSystemFields(operations.set);
  if (operations.setIfMissing) applied.setIfMissing = withoutSystemFields(operations.setIfMissing);
  if (operations.unset) applied.unset = operations.unset.filter((path) => !isSystemPath(path));
  if (operations.inc) applied.inc = withoutSystemFields(operations.inc);
  if (operations.dec) applied.dec = withoutSystemFields(operations.dec);
  if (operations.diffMatchPatch) applied.diffMatchPatch = withoutSystemFields(operations.diffMatchPatch);
  const insert = operations.insert ? insertPatch(operations.insert, index) : undefined;
  try {
    const patch = { id: doc._id, ...applied, ...(insert ? { insert } : {}) };
    const patched = new MutatorMutation({ mutations: [{ patch }] }).apply(doc);
    if (!patched) throw new Error('the patch removed the document');
    return { patched, applied: insert ? { ...applied, insert } : applied };
  } catch (error) {
    throw invalidMutation(index, `Invalid patch: ${errorMessage(error)}`);
  }
}

function insertPatch(
  insert: NonNullable<PatchOperations['insert']>,
  index: number,
): { before: string; items: unknown[] } | { after: string; items: unknown[] } | { replace: string; items: unknown[] } {
  const { before, after, replace, items } = insert;
  const given = [before, after, replace].filter((path) => path !== undefined).length;
  if (given !== 1) throw invalidMutation(index, 'An insert patch needs exactly one of "before", "after", "replace"');
  if (before !== undefined) return { before, items };
  if (after !== undefined) return { after, items };
  return { replace: replace ?? '', items };
}

function isSystemPath(path: string): boolean {
  const head = path.trim().split(/[.[]/, 1)[0] ?? '';
  return SYSTEM_FIELDS.some((field) => field === head);
}

function withoutSystemFields<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([path]) => !isSystemPath(path)));
}

function stringField(input: DocumentInput, field: string): string | undefined {
  const value = input[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Committed documents are shared with every reader; freezing makes accidental edits throw. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
