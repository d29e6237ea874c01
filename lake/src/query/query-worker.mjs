/**
 * Worker thread entry (query-runner.ts starts it): evaluates GROQ with groq-js away from the
 * lake's event loop, so a query that runs too long can be stopped by terminating the thread —
 * groq-js has no way to abort an evaluation, and it never yields to timers while it runs.
 *
 * Plain JavaScript, importing only groq-js and Node: it loads in any Node the repository supports,
 * without the loaders of its parent (tsx, vitest). Messages: QueryJob in, QueryOutcome out
 * (query-runner.ts); `{kind: 'ready'}` once loaded.
 *
 * Documents are sent once per version and kept here (the last KEPT_DOCUMENT_SETS); a query names
 * the set it runs over and gets `missing` back when this worker does not hold it.
 */
import { parentPort } from 'node:worker_threads';
import { evaluate, parse } from 'groq-js';

const KEPT_DOCUMENT_SETS = 8;

/** @type {Map<number, readonly unknown[]>} */
const documentSets = new Map();

/**
 * @param {number} key
 * @param {readonly unknown[]} documents
 */
function keep(key, documents) {
  documentSets.delete(key);
  documentSets.set(key, documents);
  while (documentSets.size > KEPT_DOCUMENT_SETS) {
    const oldest = documentSets.keys().next();
    if (oldest.done) break;
    documentSets.delete(oldest.value);
  }
}

/**
 * @param {{id: number, query: string, params: Record<string, unknown>, documentsKey: number,
 *   documents?: readonly unknown[], identity: string, timestamp: number, projectId: string,
 *   dataset: string}} job
 */
async function run(job) {
  if (job.documents) keep(job.documentsKey, job.documents);
  const documents = documentSets.get(job.documentsKey);
  if (!documents) return { id: job.id, kind: 'missing' };
  keep(job.documentsKey, documents);
  try {
    const tree = parse(job.query, { params: job.params });
    const value = await evaluate(tree, {
      dataset: documents,
      params: job.params,
      identity: job.identity,
      timestamp: new Date(job.timestamp),
      sanity: { projectId: job.projectId, dataset: job.dataset },
    });
    const json = JSON.stringify(await value.get()) ?? 'null';
    return { id: job.id, kind: 'result', json };
  } catch (error) {
    return { id: job.id, kind: 'error', description: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (port) {
  port.on('message', (job) => {
    void run(job).then((outcome) => port.postMessage(outcome));
  });
  // Loaded: the runner's time budget starts now, not while the thread and groq-js load.
  port.postMessage({ kind: 'ready' });
}
