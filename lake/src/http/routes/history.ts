import { LakeError, type HistoryQuery, type SanityDocument, type Transaction } from '../../contract';
import { flag, sendJson, sendNdjson } from '../json';
import type { LakeContext, Route } from '../route-contract';
import { wholeDocumentEffects } from '../../mendoza-effects';
import { documentEvents } from './history-events';

function idsOf(value: string | undefined): string[] {
  return [...new Set((value ?? '').split(',').map((id) => id.trim()))].filter((id) => id !== '');
}

/** The last state a document had before it was deleted, or its current state. */
function lastRevision(lake: LakeContext, id: string): SanityDocument | null {
  const current = lake.store.get(id);
  if (current) return current;
  const [latest] = lake.store.history({ documentIds: [id], reverse: true, limit: 1 });
  return latest?.changes.find((change) => change.id === id)?.before ?? null;
}

function optionalNumber(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new LakeError(400, `"${name}" must be a non-negative integer`);
  return value;
}

/** One NDJSON line of `/data/history/<ds>/transactions/<ids>`, as Sanity's transaction log sends it. */
function transactionLine(transaction: Transaction, ids: ReadonlySet<string>, url: URL) {
  const onlyIdentified = flag(url, 'includeIdentifiedDocumentsOnly');
  const changes = transaction.changes.filter((change) => !onlyIdentified || ids.has(change.id));
  const line: Record<string, unknown> = {
    id: transaction.id,
    timestamp: transaction.timestamp,
    author: transaction.author,
    documentIDs: changes.map((change) => change.id),
  };
  if (!flag(url, 'excludeMutations') && !flag(url, 'excludeContent')) {
    line.mutations = changes.flatMap((change) => change.mutations);
  }
  if (url.searchParams.get('effectFormat') === 'mendoza') {
    line.effects = Object.fromEntries(
      changes.map((change) => [change.id, wholeDocumentEffects(change.before, change.after)]),
    );
  }
  return line;
}

/**
 * History from the transaction log (https://www.sanity.io/docs/history-api): documents at a
 * revision or time, the transactions that touched documents, and the Studio's document events.
 */
export const historyRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/data\/history\/(?<dataset>[^/]+)\/documents\/(?<ids>[^/]+)\/?$/,
    access: 'editor',
    async handle(_req, res, { lake, params, url }) {
      const revision = url.searchParams.get('revision');
      const time = url.searchParams.get('time');
      const documents = idsOf(params.ids).flatMap((id) => {
        if (flag(url, 'lastRevision')) return lastRevision(lake, id) ?? [];
        if (revision) return lake.store.documentAt(id, { transactionId: revision }) ?? [];
        return lake.store.documentAt(id, { time: time ?? new Date().toISOString() }) ?? [];
      });
      sendJson(res, 200, { documents });
    },
  },
  {
    method: 'GET',
    pattern: /^\/data\/history\/(?<dataset>[^/]+)\/transactions\/(?<ids>[^/]+)\/?$/,
    access: 'editor',
    async handle(_req, res, { lake, params, url }) {
      const documentIds = idsOf(params.ids);
      const param = (name: string) => url.searchParams.get(name) || undefined;
      const query: HistoryQuery = {
        documentIds,
        reverse: flag(url, 'reverse'),
        fromTime: param('fromTime'),
        toTime: param('toTime'),
        fromTransaction: param('fromTransaction'),
        toTransaction: param('toTransaction'),
      };
      const limit = optionalNumber(url, 'limit');
      const authors = idsOf(url.searchParams.get('authors') ?? undefined);
      let transactions = lake.store.history(query);
      if (authors.length > 0) transactions = transactions.filter((transaction) => authors.includes(transaction.author));
      if (limit !== undefined) transactions = transactions.slice(0, limit);
      const ids = new Set(documentIds);
      sendNdjson(
        res,
        transactions.map((transaction) => transactionLine(transaction, ids, url)),
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/data\/history\/(?<dataset>[^/]+)\/events\/documents\/(?<id>[^/]+)\/?$/,
    access: 'editor',
    async handle(_req, res, { lake, params, url }) {
      const id = params.id ?? '';
      const limit = optionalNumber(url, 'limit') ?? 100;
      const offset = Number(url.searchParams.get('nextCursor') ?? '0') || 0;
      const all = documentEvents(lake.store, id);
      const page = all.slice(offset, offset + limit);
      const nextCursor = offset + limit < all.length ? String(offset + limit) : '';
      sendJson(res, 200, { events: { [id]: page }, nextCursor });
    },
  },
];
