/**
 * The shopper-list writes of this page (favourites, comparison), one after the other. A guest's
 * first write creates the guest's lists and answers their secret, which the gateway stores as the
 * `lists` cookie; a second write sent before that answer would create other lists, and whatever the
 * first saved would be lost when its cookie is replaced.
 */
let writes: Promise<unknown> = Promise.resolve();

/** Runs `call` once every list write queued before it has answered (or failed). */
export function afterListWrites<T>(call: () => Promise<T>): Promise<T> {
  const run = writes.then(call);
  writes = run.catch(() => undefined);
  return run;
}
