import { readJson, sendJson } from '../json';
import type { Route } from '../route-contract';
import { dryRunActions } from './dry-run';
import { parseActions } from '../../store/validate-input';
import { actionsBody, parseBody } from './request-bodies';

/** Document actions (https://www.sanity.io/docs/http-actions), the Studio's way of editing. */
export const actionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/data\/actions\/(?<dataset>[^/]+)\/?$/,
    access: 'editor',
    async handle(req, res, { lake, user }) {
      const body = parseBody(actionsBody, await readJson(req), 'actions');
      const actions = parseActions(body.actions);
      const { transactionId, dryRun } = body;
      const author = user.kind === 'editor' ? user.id : 'anonymous';
      const options = { author, ...(transactionId === undefined ? {} : { transactionId }) };
      const transaction = dryRun ? dryRunActions(lake.store, actions, options) : await lake.store.act(actions, options);
      sendJson(res, 200, { transactionId: transaction.id });
    },
  },
];
