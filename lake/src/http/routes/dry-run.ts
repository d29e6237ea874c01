import { uuid } from '@sanity/uuid';
import type { Action, CommitOptions, DocumentStore, Mutation, SanityDocument, Transaction } from '../../contract';
import { applyAction } from '../../store/actions';
import { TransactionBuilder } from '../../store/apply-mutations';

/**
 * `dryRun`: the same checks and results as a commit, computed on top of the current documents
 * with the store's pure transaction builder — nothing is logged, stored or announced.
 */
export function dryRunMutations(
  store: DocumentStore,
  mutations: readonly Mutation[],
  options: CommitOptions,
): Transaction {
  return dryRun(store, options, (builder) => mutations.forEach((mutation, index) => builder.apply(mutation, index)));
}

export function dryRunActions(store: DocumentStore, actions: readonly Action[], options: CommitOptions): Transaction {
  return dryRun(store, options, (builder) => actions.forEach((action, index) => applyAction(builder, action, index)));
}

function dryRun(
  store: DocumentStore,
  options: CommitOptions,
  apply: (builder: TransactionBuilder) => void,
): Transaction {
  const base = new Map<string, SanityDocument>();
  for (const doc of store.documents()) base.set(doc._id, doc);
  const id = options.transactionId ?? uuid();
  const timestamp = new Date().toISOString();
  const builder = new TransactionBuilder(base, { transactionId: id, timestamp });
  apply(builder);
  return {
    seq: store.seq,
    id,
    timestamp,
    author: options.author,
    results: [...builder.results],
    changes: builder.changes(),
  };
}
