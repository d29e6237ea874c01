import { randomUUID } from 'node:crypto';
import { isPublishedId } from '@sanity/id-utils';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { evaluateSync, parse } from 'groq-js';
import type { DocumentChange, DocumentStore, SanityDocument, Transaction } from '../contract';
import { isValidId } from '../store/document-ids';

/**
 * Sanity's GROQ-powered webhook, sent by the lake for every change of a published document
 * (drafts and release versions never go out; deletes and `translation.metadata` do): the body is
 * the projection of the document (of its last state on delete), signed with `@sanity/webhook`,
 * with Sanity's `sanity-*` headers. Deliveries go out one after another in commit order and retry
 * on network errors and 5xx with backoff; they never hold up a commit (the store calls
 * subscribers after the commit is durable, and delivery happens on a queue).
 *
 * Several receivers (a list of URLs) each get every change, one after another in list order: the
 * shop's price-rule sync is listed before the storefront's revalidation, so by the time the
 * storefront renders a page again the shop already prices with the new rules.
 */
export interface WebhookOptions {
  readonly store: DocumentStore;
  /** One receiver, or several served in this order. */
  readonly url: string | readonly string[];
  readonly secret: string;
  readonly projectId: string;
  readonly dataset: string;
  /** GROQ projection of the body; the storefront's revalidation endpoint reads these fields. */
  readonly projection?: string;
  readonly fetchImpl?: typeof fetch;
  /** Waits before the 2nd, 3rd … attempt; its length + 1 is the number of tries. */
  readonly retryDelaysMs?: readonly number[];
  readonly webhookId?: string;
  readonly now?: () => number;
}

export const DEFAULT_PROJECTION = '{_id, _type, language, "slug": slug.current}';
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 2000, 5000, 5000];
const ATTEMPT_TIMEOUT_MS = 10_000;

interface Delivery {
  readonly payload: string;
  readonly headers: Record<string, string>;
  readonly label: string;
}

/** Published ids only; `_.`-prefixed ids are Sanity's system documents. */
function isPublishedContentId(id: string): boolean {
  return isValidId(id) && isPublishedId(id) && !id.startsWith('_.');
}

class RetryableError extends Error {}

export function startWebhooks(options: WebhookOptions): () => Promise<void> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const webhookId = options.webhookId ?? `lake-${randomUUID()}`;
  const now = options.now ?? Date.now;
  const tree = parse(`*[0]${options.projection ?? DEFAULT_PROJECTION}`);
  const stopping = new AbortController();
  const urls: readonly string[] = typeof options.url === 'string' ? [options.url] : options.url;
  // After a delivery used up its retries the receiver is probably down: one try each until one
  // succeeds, so a backlog (e.g. the storefront is not running) drains in seconds, in order.
  const receiversDown = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  const project = (document: SanityDocument): string =>
    JSON.stringify(
      evaluateSync(tree, { dataset: [document], sanity: { projectId: options.projectId, dataset: options.dataset } })
        .data,
    );

  const deliveryOf = (transaction: Transaction, change: DocumentChange): Delivery | null => {
    const document = change.after ?? change.before;
    if (!document || !isPublishedContentId(change.id)) return null;
    return {
      payload: project(document),
      label: `${change.operation} ${change.id}`,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Sanity.io webhook delivery (seedshop lake)',
        'sanity-operation': change.operation,
        'sanity-document-id': change.id,
        'sanity-transaction-id': transaction.id,
        'sanity-transaction-time': transaction.timestamp,
        'sanity-project-id': options.projectId,
        'sanity-dataset': options.dataset,
        'sanity-webhook-id': webhookId,
        'idempotency-key': `${webhookId}:${transaction.id}:${change.id}`,
      },
    };
  };

  const attempt = async (url: string, delivery: Delivery): Promise<void> => {
    const signature = await encodeSignatureHeader(delivery.payload, now(), options.secret);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { ...delivery.headers, [SIGNATURE_HEADER_NAME]: signature },
        body: delivery.payload,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
    } catch (error) {
      throw new RetryableError(error instanceof Error ? error.message : String(error));
    }
    await response.body?.cancel();
    if (response.status >= 500 || response.status === 429) throw new RetryableError(`HTTP ${response.status}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const onAbort = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        stopping.signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      stopping.signal.addEventListener('abort', onAbort, { once: true });
    });

  const deliverTo = async (url: string, delivery: Delivery): Promise<void> => {
    const tries = receiversDown.has(url) ? 1 : delays.length + 1;
    for (let index = 0; index < tries && !stopping.signal.aborted; index++) {
      if (index > 0) await sleep(delays[index - 1] ?? 0);
      if (stopping.signal.aborted) return;
      try {
        await attempt(url, delivery);
        receiversDown.delete(url);
        return;
      } catch (error) {
        if (!(error instanceof RetryableError)) {
          console.warn(`[lake] webhook ${delivery.label} refused by ${url}: ${String(error)}`);
          return;
        }
        if (index === tries - 1) {
          if (!receiversDown.has(url))
            console.warn(`[lake] webhook ${delivery.label} to ${url} failed: ${error.message}`);
          receiversDown.add(url);
        }
      }
    }
  };

  const deliver = async (delivery: Delivery): Promise<void> => {
    for (const url of urls) await deliverTo(url, delivery);
  };

  const unsubscribe = options.store.subscribe((transaction) => {
    for (const change of transaction.changes) {
      let delivery: Delivery | null;
      try {
        delivery = deliveryOf(transaction, change);
      } catch (error) {
        console.error(`[lake] webhook for ${change.id} could not be built:`, error);
        continue;
      }
      if (delivery) {
        const next = delivery;
        queue = queue.then(() => deliver(next));
      }
    }
  });

  return async () => {
    unsubscribe();
    stopping.abort();
    await queue;
  };
}
