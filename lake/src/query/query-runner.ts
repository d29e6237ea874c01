import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { LakeError } from '../contract';

/**
 * Runs GROQ queries in worker threads (query-worker.mjs) with a time budget each. groq-js cannot
 * be interrupted and never yields to timers, so a query such as `*[]{"a": *[]{"b": *[]}}` (cubic
 * in the dataset) would hold the lake's only thread for minutes; in a worker the lake keeps
 * answering, and when the budget is spent the worker is terminated — the query stops using CPU —
 * and the request answers 408 in Sanity's error shape. A fresh worker starts for the next query.
 *
 * Each worker runs one query at a time; queries wait in order for a free worker (at most
 * MAX_WAITING, then 429). The budget counts from when a loaded worker takes the query. Workers keep the
 * document sets they were sent (query-worker.mjs), so a set crosses threads once per version.
 */

export interface QueryLimits {
  /** Longest a query may evaluate, in ms. */
  readonly timeoutMs: number;
  /** Longest query text, in characters. */
  readonly maxQueryLength: number;
  /** Largest parameters, in bytes of JSON. */
  readonly maxParamsBytes: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  timeoutMs: 5_000,
  maxQueryLength: 64 * 1024,
  maxParamsBytes: 256 * 1024,
};

/** A message to the worker (query-worker.mjs). */
interface QueryJob {
  readonly id: number;
  readonly query: string;
  readonly params: Record<string, unknown>;
  readonly documentsKey: number;
  /** Present when the runner believes the worker does not hold the set yet. */
  readonly documents?: readonly unknown[];
  readonly identity: string;
  readonly timestamp: number;
  readonly projectId: string;
  readonly dataset: string;
}

/** A message from the worker. */
type QueryOutcome =
  | { readonly kind: 'ready' }
  | { readonly id: number; readonly kind: 'result'; readonly json: string }
  | { readonly id: number; readonly kind: 'error'; readonly description: string }
  | { readonly id: number; readonly kind: 'missing' };

const outcomeSchema: z.ZodType<QueryOutcome> = z.union([
  z.object({ kind: z.literal('ready') }),
  z.object({ id: z.number(), kind: z.literal('result'), json: z.string() }),
  z.object({ id: z.number(), kind: z.literal('error'), description: z.string() }),
  z.object({ id: z.number(), kind: z.literal('missing') }),
]);

export interface QueryRequest {
  readonly query: string;
  readonly params: Record<string, unknown>;
  /** The documents the perspective lets this caller see; the same array for the same version. */
  readonly documents: readonly unknown[];
  readonly identity: string;
  readonly projectId: string;
  readonly dataset: string;
}

const MAX_WAITING = 256;
/** Heap of one worker: a query that builds a larger result fails instead of taking the lake down. */
const WORKER_HEAP_MB = 512;
/** Document sets a worker is believed to hold; a wrong belief costs one `missing` round trip. */
const REMEMBERED_SETS = 8;
/** How long a new worker may take to load before its query counts as failed. */
const STARTUP_GRACE_MS = 10_000;

interface Pending {
  readonly job: Omit<QueryJob, 'documents'>;
  readonly documents: readonly unknown[];
  readonly resolve: (json: string) => void;
  readonly reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker | null;
  /** The worker has loaded; a query's budget starts then. */
  ready: boolean;
  running: Pending | null;
  timer: NodeJS.Timeout | null;
  sent: number[];
}

function queryError(status: 400 | 408 | 429, type: string, query: string, description: string): LakeError {
  return new LakeError(status, description, { error: { description, type, query } });
}

export class QueryRunner {
  private readonly slots: Slot[];
  private readonly waiting: Pending[] = [];
  private readonly documentKeys = new WeakMap<readonly unknown[], number>();
  private nextKey = 1;
  private nextId = 1;
  private closed = false;

  constructor(
    readonly limits: QueryLimits = DEFAULT_QUERY_LIMITS,
    workers = Math.min(2, availableParallelism()),
  ) {
    this.slots = Array.from({ length: Math.max(1, workers) }, () => ({
      worker: null,
      ready: false,
      running: null,
      timer: null,
      sent: [],
    }));
  }

  /**
   * Refuses a query over the size limits (413), before anything runs. Parameters are measured as
   * JSON, the form they arrive in.
   */
  checkSize(query: string, params: Readonly<Record<string, unknown>>): void {
    const tooLarge = (description: string) =>
      new LakeError(413, description, { error: { description, type: 'queryTooLarge' } });
    if (query.length > this.limits.maxQueryLength) {
      throw tooLarge(`The query is longer than ${this.limits.maxQueryLength} characters`);
    }
    if (Buffer.byteLength(JSON.stringify(params)) > this.limits.maxParamsBytes) {
      throw tooLarge(`The query parameters are larger than ${this.limits.maxParamsBytes} bytes of JSON`);
    }
  }

  /** The result as JSON text, or a LakeError (400 for errors in the query, 408 past the budget). */
  run(request: QueryRequest): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The query runner is closed'));
    if (this.waiting.length >= MAX_WAITING) {
      return Promise.reject(
        queryError(429, 'queryQueueFull', request.query, 'Too many queries at once; retry shortly'),
      );
    }
    let documentsKey = this.documentKeys.get(request.documents);
    if (documentsKey === undefined) {
      documentsKey = this.nextKey++;
      this.documentKeys.set(request.documents, documentsKey);
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({
        job: {
          id: this.nextId++,
          query: request.query,
          params: request.params,
          documentsKey,
          identity: request.identity,
          timestamp: Date.now(),
          projectId: request.projectId,
          dataset: request.dataset,
        },
        documents: request.documents,
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  /** Starts every worker now, so the first queries do not wait for one to load. */
  warm(): void {
    if (this.closed) return;
    for (const slot of this.slots) if (slot.worker === null) this.spawn(slot);
  }

  /** Stops every worker; queries still waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('The query runner is closed');
    for (const pending of this.waiting.splice(0)) pending.reject(stopped);
    await Promise.all(
      this.slots.map(async (slot) => {
        const running = slot.running;
        const stopping = this.reset(slot);
        running?.reject(stopped);
        await stopping;
      }),
    );
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.running !== null) continue;
      const next = this.waiting.shift();
      if (!next) return;
      this.start(slot, next);
    }
  }

  private start(slot: Slot, pending: Pending): void {
    slot.running = pending;
    const worker = slot.worker ?? this.spawn(slot);
    const known = slot.sent.includes(pending.job.documentsKey);
    this.post(slot, worker, pending, !known);
    // A worker that is still loading gets a grace period first; `ready` starts the real budget.
    this.startBudget(slot, pending, slot.ready ? this.limits.timeoutMs : this.limits.timeoutMs + STARTUP_GRACE_MS);
  }

  private startBudget(slot: Slot, pending: Pending, ms: number): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.running !== pending) return;
      void this.reset(slot);
      // Its replacement loads now rather than when the next query arrives.
      if (!this.closed) this.spawn(slot);
      pending.reject(
        queryError(
          408,
          'queryTimeout',
          pending.job.query,
          `The query took longer than ${this.limits.timeoutMs} ms and was stopped`,
        ),
      );
      this.dispatch();
    }, ms);
  }

  private post(slot: Slot, worker: Worker, pending: Pending, withDocuments: boolean): void {
    const job: QueryJob = withDocuments ? { ...pending.job, documents: pending.documents } : pending.job;
    if (withDocuments) {
      slot.sent = [...slot.sent.filter((key) => key !== pending.job.documentsKey), pending.job.documentsKey].slice(
        -REMEMBERED_SETS,
      );
    }
    worker.postMessage(job);
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(new URL('./query-worker.mjs', import.meta.url), {
      // Plain JavaScript: none of the parent's loaders (tsx, vitest's), which would slow its start.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    slot.worker = worker;
    slot.ready = false;
    slot.sent = [];
    // An idle worker does not keep the process alive; the server (or a waiting caller) does.
    worker.unref();
    worker.on('message', (message: unknown) => {
      const outcome = outcomeSchema.safeParse(message);
      if (outcome.success) this.settle(slot, worker, outcome.data);
      else this.fail(slot, worker, new Error('The query worker sent a malformed message'));
    });
    worker.on('error', (error) => this.fail(slot, worker, error));
    worker.on('exit', (code) => this.fail(slot, worker, new Error(`The query worker stopped (code ${code})`)));
    return worker;
  }

  private settle(slot: Slot, worker: Worker, outcome: QueryOutcome): void {
    if (slot.worker !== worker) return;
    if (outcome.kind === 'ready') {
      slot.ready = true;
      if (slot.running) this.startBudget(slot, slot.running, this.limits.timeoutMs);
      return;
    }
    const pending = slot.running;
    if (!pending || pending.job.id !== outcome.id) return;
    if (outcome.kind === 'missing') {
      this.post(slot, worker, pending, true);
      return;
    }
    this.finish(slot);
    if (outcome.kind === 'result') pending.resolve(outcome.json);
    else pending.reject(queryError(400, 'queryParseError', pending.job.query, outcome.description));
    this.dispatch();
  }

  /** The worker died (out of memory, a crash): its query fails, the next one gets a new worker. */
  private fail(slot: Slot, worker: Worker, error: Error): void {
    if (slot.worker !== worker) return;
    const pending = slot.running;
    void this.reset(slot);
    if (pending) {
      const outOfMemory = 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      pending.reject(
        outOfMemory
          ? queryError(400, 'queryMemoryLimit', pending.job.query, 'The query needed more memory than the lake allows')
          : error,
      );
    }
    if (!this.closed) this.dispatch();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.running = null;
  }

  /** Ends the slot's worker (terminating a running query) and frees the slot. */
  private async reset(slot: Slot): Promise<void> {
    this.finish(slot);
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    slot.sent = [];
    if (worker) await worker.terminate();
  }
}
