import {
  getPublishedId,
  getVersionNameFromId,
  isDraftId,
  isPublishedId,
  isVersionId,
  type DocumentId,
} from '@sanity/id-utils';
import { LakeError } from '../contract';
import type { SanityDocument } from '../contract';
import { isValidId } from '../store/document-ids';

/**
 * Sanity's perspectives (https://www.sanity.io/docs/perspectives): `raw` shows every stored
 * document; `published` hides drafts (`drafts.*`) and release versions (`versions.<r>.*`); a stack
 * (`drafts`, or release names ending in `drafts`) shows for each document the first layer that
 * has it, under the published id, with the stored id in `_originalId`.
 */
export type Perspective =
  | { readonly kind: 'raw' }
  | { readonly kind: 'published' }
  /** Highest priority first; each layer is `drafts` or a release name. Published is the base. */
  | { readonly kind: 'stack'; readonly layers: readonly string[] };

/** API versions from this date default to `published`; older ones default to `raw` (Sanity's change). */
const PUBLISHED_DEFAULT_SINCE = '2025-02-19';

export function defaultPerspective(apiVersion: string | undefined): Perspective {
  if (apiVersion === undefined || apiVersion === '1') return { kind: 'raw' };
  if (apiVersion === 'X' || apiVersion >= PUBLISHED_DEFAULT_SINCE) return { kind: 'published' };
  return { kind: 'raw' };
}

const RELEASE_NAME = /^[a-zA-Z0-9_-]+$/;

/** Reads the `perspective` parameter (`raw`, `published`, `drafts`, `previewDrafts`, `r1,drafts`). */
export function parsePerspective(value: string | null | undefined, apiVersion: string | undefined): Perspective {
  if (value === null || value === undefined || value.trim() === '') return defaultPerspective(apiVersion);
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 1 && names[0] === 'raw') return { kind: 'raw' };
  if (names.length === 1 && names[0] === 'published') return { kind: 'published' };
  const layers: string[] = [];
  for (const name of names) {
    // `published` at the end of a stack is the implicit base; `previewDrafts` is the old name.
    if (name === 'published') continue;
    const layer = name === 'previewDrafts' ? 'drafts' : name;
    if (layer === 'raw' || !RELEASE_NAME.test(layer)) {
      const description = `Invalid perspective "${value}": use raw, published, drafts or release names`;
      throw new LakeError(400, description, { error: { description, type: 'httpBadRequest' } });
    }
    layers.push(layer);
  }
  return layers.length === 0 ? { kind: 'published' } : { kind: 'stack', layers };
}

export function perspectiveKey(perspective: Perspective): string {
  return perspective.kind === 'stack' ? `stack:${perspective.layers.join(',')}` : perspective.kind;
}

/** Which layer a stored id belongs to: `published`, `drafts`, or the release name. */
function layerOf(id: DocumentId): string {
  if (isDraftId(id)) return 'drafts';
  return isVersionId(id) ? getVersionNameFromId(id) : 'published';
}

/** Drafts and versions are only for the editor; Sanity hides them from anonymous readers. */
export function isPublicDocumentId(id: string): boolean {
  return isValidId(id) && isPublishedId(id);
}

/** The documents a query sees under `perspective`, in stable id order. */
export function applyPerspective(documents: Iterable<SanityDocument>, perspective: Perspective): SanityDocument[] {
  if (perspective.kind === 'raw') return [...documents];
  if (perspective.kind === 'published') return [...documents].filter((doc) => isPublicDocumentId(doc._id));

  const priority = new Map(perspective.layers.map((layer, index) => [layer, index]));
  const basePriority = perspective.layers.length;
  const chosen = new Map<string, { doc: SanityDocument; rank: number }>();
  for (const doc of documents) {
    const id = doc._id;
    if (!isValidId(id)) continue;
    const layer = layerOf(id);
    const rank = layer === 'published' ? basePriority : priority.get(layer);
    if (rank === undefined) continue;
    const publishedId = getPublishedId(id);
    const current = chosen.get(publishedId);
    if (!current || rank < current.rank) chosen.set(publishedId, { doc, rank });
  }
  return [...chosen.entries()].map(([publishedId, { doc }]) => ({ ...doc, _id: publishedId, _originalId: doc._id }));
}
