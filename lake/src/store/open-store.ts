import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import {
  type Action,
  type CommitOptions,
  type DocumentStore,
  type HistoryQuery,
  LakeError,
  type Mutation,
  type OpenStore,
  type SanityDocument,
  type Transaction,
} from '../contract';
import { applyAction } from './actions';
import { TransactionBuilder, deepFreeze } from './apply-mutations';
import { lockDataDir } from './data-dir-lock';
import { History } from './history';
import { readNewestSnapshot, writeSnapshot } from './snapshots';
import { TransactionLog } from './transaction-log';
import { parseActions, parseMutations } from './validate-input';

/** Commits between automatic snapshots; each one bounds the replay work of the next open. */
const DEFAULT_SNAPSHOT_EVERY = 1000;

export interface OpenStoreOptions {
  readonly dataDir: string;
  readonly now?: () => Date;
  /** Take a snapshot after this many commits (0: only when `snapshot()` is called). */
  readonly snapshotEvery?: number;
}

export const openStore: OpenStore = (options) => openLakeStore(options);

export async function openLakeStore(options: OpenStoreOptions): Promise<DocumentStore> {
  const { dataDir } = options;
  await mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const { log, transactions } = await TransactionLog.open(dataDir);
    const documents = new Map<string, SanityDocument>();
    const history = new History();
    for (const transaction of transactions) history.add(deepFreeze(transaction));

    const snapshot = await readNewestSnapshot(dataDir);
    let replayFrom = 0;
    if (snapshot && snapshot.seq <= transactions.length) {
      for (const doc of snapshot.documents) documents.set(doc._id, deepFreeze(doc));
      replayFrom = snapshot.seq;
    } else if (snapshot) {
      console.warn(
        `lake: snapshot ${snapshot.seq} is ahead of the log (${transactions.length}); rebuilding from the log`,
      );
    }
    for (const transaction of transactions.slice(replayFrom)) applyChanges(documents, transaction);

    return new LakeStore({ ...options, log, documents, history, seq: transactions.length, unlock });
  } catch (error) {
    await unlock();
    throw error;
  }
}

function applyChanges(documents: Map<string, SanityDocument>, transaction: Transaction): void {
  for (const change of transaction.changes) {
    if (change.after) documents.set(change.id, change.after);
    else documents.delete(change.id);
  }
}

/** Sanity-like transaction ids: 22 base62 characters. */
function newTransactionId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(22)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/;

interface LakeStoreParts extends OpenStoreOptions {
  readonly log: TransactionLog;
  readonly documents: Map<string, SanityDocument>;
  readonly history: History;
  readonly seq: number;
  readonly unlock: () => Promise<void>;
}

class LakeStore implements DocumentStore {
  private readonly log: TransactionLog;
  private readonly docs: Map<string, SanityDocument>;
  private readonly historyIndex: History;
  private readonly listeners = new Set<(transaction: Transaction) => void>();
  private readonly now: () => Date;
  private readonly dataDir: string;
  private readonly snapshotEvery: number;
  private readonly unlock: () => Promise<void>;
  /** Every write runs after the previous one finished: commits are serialized in seq order. */
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private lastTime = 0;
  private committedSinceSnapshot = 0;
  seq: number;

  constructor(parts: LakeStoreParts) {
    this.log = parts.log;
    this.docs = parts.documents;
    this.historyIndex = parts.history;
    this.seq = parts.seq;
    this.now = parts.now ?? (() => new Date());
    this.dataDir = parts.dataDir;
    this.snapshotEvery = parts.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    this.unlock = parts.unlock;
    const last = this.historyIndex.last();
    this.lastTime = last ? Date.parse(last.timestamp) : 0;
  }

  get(id: string): SanityDocument | null {
    return this.docs.get(id) ?? null;
  }

  documents(): Iterable<SanityDocument> {
    return [...this.docs.values()];
  }

  async commit(mutations: readonly Mutation[], options: CommitOptions): Promise<Transaction> {
    const parsed = parseMutations(mutations);
    return this.write(options, (builder) => parsed.forEach((mutation, index) => builder.apply(mutation, index)));
  }

  async act(actions: readonly Action[], options: CommitOptions): Promise<Transaction> {
    const parsed = parseActions(actions);
    return this.write(options, (builder) => parsed.forEach((action, index) => applyAction(builder, action, index)));
  }

  subscribe(listener: (transaction: Transaction) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  history(query: HistoryQuery): Transaction[] {
    return this.historyIndex.query(query);
  }

  documentAt(id: string, at: { readonly transactionId?: string; readonly time?: string }): SanityDocument | null {
    return this.historyIndex.documentAt(id, at);
  }

  snapshot(): Promise<void> {
    return this.enqueue(() => this.writeSnapshotNow());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.catch(() => undefined);
    await this.log.close();
    await this.unlock();
  }

  private write(options: CommitOptions, build: (builder: TransactionBuilder) => void): Promise<Transaction> {
    if (this.closed) return Promise.reject(new Error('The document store is closed'));
    const transactionId = options.transactionId ?? newTransactionId();
    if (!TRANSACTION_ID.test(transactionId)) {
      return Promise.reject(new LakeError(400, `Transaction ID "${transactionId}" is not valid`));
    }
    const committed = this.enqueue(async () => {
      if (this.historyIndex.has(transactionId)) {
        throw new LakeError(409, `Transaction ID "${transactionId}" already exists`);
      }
      const time = Math.max(this.now().getTime(), this.lastTime);
      const timestamp = new Date(time).toISOString();
      const builder = new TransactionBuilder(this.docs, { transactionId, timestamp });
      build(builder);
      const transaction: Transaction = deepFreeze({
        seq: this.seq + 1,
        id: transactionId,
        timestamp,
        author: options.author,
        results: builder.results,
        changes: builder.changes(),
      });
      await this.log.append(transaction);
      // Durable from here on: make it visible, then tell the listeners, in seq order.
      this.seq = transaction.seq;
      this.lastTime = time;
      applyChanges(this.docs, transaction);
      this.historyIndex.add(transaction);
      this.notify(transaction);
      this.committedSinceSnapshot += 1;
      if (this.snapshotEvery > 0 && this.committedSinceSnapshot >= this.snapshotEvery) {
        void this.enqueue(() => this.writeSnapshotNow()).catch((error: unknown) => {
          console.error('lake: automatic snapshot failed', error);
        });
      }
      return transaction;
    });
    return committed;
  }

  private async writeSnapshotNow(): Promise<void> {
    await writeSnapshot(this.dataDir, this.seq, this.docs.values());
    this.committedSinceSnapshot = 0;
  }

  private notify(transaction: Transaction): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(transaction);
      } catch (error) {
        console.error('lake: a transaction listener failed', error);
      }
    }
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
