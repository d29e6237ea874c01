import type { SanityDocument } from '../../contract';
import { isPublicDocumentId } from '../../query/perspective';
import { sendJson } from '../json';
import type { Route } from '../route-contract';

/**
 * Documents by id (https://www.sanity.io/docs/http-doc): `{documents, omitted}`, in request order.
 * Anonymous callers get drafts and versions omitted for `permission`, as on a public dataset.
 */
export const docRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/data\/doc\/(?<dataset>[^/]+)\/(?<ids>[^/]+)\/?$/,
    access: 'public',
    async handle(_req, res, { lake, params, user }) {
      const ids = [...new Set((params.ids ?? '').split(',').map((id) => id.trim()))].filter((id) => id !== '');
      const documents: SanityDocument[] = [];
      const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
      for (const id of ids) {
        if (user.kind !== 'editor' && !isPublicDocumentId(id)) {
          omitted.push({ id, reason: 'permission' });
          continue;
        }
        const doc = lake.store.get(id);
        if (doc) documents.push(doc);
        else omitted.push({ id, reason: 'existence' });
      }
      sendJson(res, 200, { documents, omitted });
    },
  },
];
