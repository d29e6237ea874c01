import { getDraftId, getPublishedId } from '@sanity/id-utils';
import { isValidId } from '../../store/document-ids';
import { flag, sendJson } from '../json';
import type { Route } from '../route-contract';

/** True when `value` holds a reference (`{_ref: id}`, strong or weak) to one of `ids` anywhere. */
function refersTo(value: unknown, ids: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => refersTo(item, ids));
  if (typeof value !== 'object' || value === null) return false;
  if ('_ref' in value && typeof value._ref === 'string' && ids.has(value._ref)) return true;
  return Object.values(value).some((child) => refersTo(child, ids));
}

/**
 * Documents referring to a document (`/data/references/<ds>/documents/<id>/to`). The Studio asks
 * with `excludeInternalReferences=true` for cross-dataset references only — it counts references
 * inside the dataset with its own query — and a lake has one dataset, so that answer is empty.
 */
export const referenceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/data\/references\/(?<dataset>[^/]+)\/documents\/(?<id>[^/]+)\/to\/?$/,
    access: 'editor',
    async handle(_req, res, { lake, params, url }) {
      if (flag(url, 'excludeInternalReferences')) return sendJson(res, 200, { totalCount: 0, references: [] });
      const id = params.id ?? '';
      // Only documents with valid ids are stored, so nothing refers to an invalid one.
      if (!isValidId(id)) return sendJson(res, 200, { totalCount: 0, references: [] });
      const publishedId = getPublishedId(id);
      const targets = new Set<string>([publishedId, getDraftId(publishedId)]);
      const references = [];
      for (const doc of lake.store.documents()) {
        if (!isValidId(doc._id) || getPublishedId(doc._id) === publishedId || !refersTo(doc, targets)) continue;
        references.push({
          documentId: doc._id,
          documentType: doc._type,
          projectId: lake.projectId,
          datasetName: lake.dataset,
        });
      }
      sendJson(res, 200, { totalCount: references.length, references });
    },
  },
];
