import type { SanityDocument, Transaction } from '../../contract';
import { flag, readJson, sendJson } from '../json';
import type { Route } from '../route-contract';
import { dryRunMutations } from './dry-run';
import { parseMutations } from '../../store/validate-input';
import { mutateBody, parseBody } from './request-bodies';

/**
 * Mutations (https://www.sanity.io/docs/http-mutations). The lake always commits before it
 * answers, so every `visibility` (sync, async, deferred) behaves like `sync`.
 */
export const mutateRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/data\/mutate\/(?<dataset>[^/]+)\/?$/,
    access: 'editor',
    async handle(req, res, { lake, url, user }) {
      const body = parseBody(mutateBody, await readJson(req), 'mutations');
      const mutations = parseMutations(body.mutations);
      const { transactionId } = body;
      const author = user.kind === 'editor' ? user.id : 'anonymous';
      const options = { author, ...(transactionId === undefined ? {} : { transactionId }) };
      const transaction = flag(url, 'dryRun')
        ? dryRunMutations(lake.store, mutations, options)
        : await lake.store.commit(mutations, options);
      sendJson(res, 200, mutateAnswer(transaction, flag(url, 'returnDocuments')));
    },
  },
];

/** `{transactionId, results: [{id, operation, document?}]}` — one result per mutation sent. */
export function mutateAnswer(transaction: Transaction, returnDocuments: boolean) {
  const finalState = new Map<string, SanityDocument | null>();
  for (const change of transaction.changes) finalState.set(change.id, change.after);
  return {
    transactionId: transaction.id,
    results: transaction.results.map(({ id, operation }) => {
      if (!returnDocuments) return { id, operation };
      const document = finalState.has(id) ? finalState.get(id) : undefined;
      return document ? { id, operation, document } : { id, operation };
    }),
  };
}
