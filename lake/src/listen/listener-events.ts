import { isPublishedId, isVersionId } from '@sanity/id-utils';
import type { DocumentChange, Transaction } from '../contract';
import type { LakeUser } from '../http/route-contract';
import { wholeDocumentEffects } from '../mendoza-effects';
import { isValidId } from '../store/document-ids';
import type { ListenOptions } from './listen-options';
import type { ListenerFilter } from './listener-filter';

/**
 * One committed transaction → the `mutation` events one listener receives, in the order of the
 * transaction's changes. `transactionTotalEvents` counts the events THIS listener gets: the
 * Studio buffers a multi-document transaction until it has seen that many events of it
 * (`allPendingTransactionEventsReceived`), so counting changes it cannot see would stall it.
 */
export interface ListenerEvent {
  /** SSE `id:` — `<transactionId>#<documentId>`. */
  readonly id: string;
  readonly data: Record<string, unknown>;
}

export type Transition = 'appear' | 'update' | 'disappear';

/** Anonymous listeners see published documents only; release versions need `includeAllVersions`. */
export function isVisible(id: string, user: LakeUser, options: Pick<ListenOptions, 'includeAllVersions'>): boolean {
  if (!isValidId(id)) return false;
  if (user.kind !== 'editor') return isPublishedId(id) && !id.startsWith('_.');
  return options.includeAllVersions || !isVersionId(id);
}

function transitionOf(beforeMatches: boolean, afterMatches: boolean): Transition {
  if (beforeMatches && afterMatches) return 'update';
  return afterMatches ? 'appear' : 'disappear';
}

function eventData(
  transaction: Transaction,
  change: DocumentChange,
  transition: Transition,
  options: ListenOptions,
  position: { current: number; total: number },
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    eventId: `${transaction.id}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.id,
    transition,
    identity: transaction.author,
    ...(options.includeMutations ? { mutations: change.mutations } : {}),
    ...(change.before ? { previousRev: change.before._rev } : {}),
    resultRev: change.after?._rev ?? transaction.id,
    timestamp: transaction.timestamp,
    visibility: options.visibility,
    transactionTotalEvents: position.total,
    transactionCurrentEvent: position.current,
  };
  if (options.effectFormat === 'mendoza') {
    // A whole-document replace is a valid mendoza patch: [0 (Value), document].
    data.effects = wholeDocumentEffects(change.before, change.after);
  }
  if (options.includeResult && change.after) data.result = change.after;
  if (options.includePreviousRevision && change.before) data.previous = change.before;
  return data;
}

export function listenerEvents(
  transaction: Transaction,
  options: ListenOptions,
  user: LakeUser,
  filter: ListenerFilter,
): ListenerEvent[] {
  const matched: { change: DocumentChange; transition: Transition }[] = [];
  for (const change of transaction.changes) {
    if (!isVisible(change.id, user, options)) continue;
    const beforeMatches = filter.matches(change.before);
    const afterMatches = filter.matches(change.after);
    if (!beforeMatches && !afterMatches) continue;
    matched.push({ change, transition: transitionOf(beforeMatches, afterMatches) });
  }
  return matched.map(({ change, transition }, index) => ({
    id: `${transaction.id}#${change.id}`,
    data: eventData(transaction, change, transition, options, { current: index + 1, total: matched.length }),
  }));
}
