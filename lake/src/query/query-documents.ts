import type { DocumentStore, SanityDocument } from '../contract';
import { applyPerspective, isPublicDocumentId, perspectiveKey, type Perspective } from './perspective';

/**
 * The document arrays queries run over, one per perspective and audience, kept until the store
 * commits again (`store.seq` changes). The Studio fires dozens of queries between two edits;
 * rebuilding the drafts overlay each time would dominate their cost.
 */
export class QueryDocuments {
  private seq = -1;
  private readonly cache = new Map<string, readonly SanityDocument[]>();

  constructor(private readonly store: DocumentStore) {}

  get(perspective: Perspective, audience: 'editor' | 'anonymous'): readonly SanityDocument[] {
    if (this.store.seq !== this.seq) {
      this.cache.clear();
      this.seq = this.store.seq;
    }
    const key = `${audience}:${perspectiveKey(perspective)}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const visible =
      audience === 'editor'
        ? this.store.documents()
        : [...this.store.documents()].filter((doc) => isPublicDocumentId(doc._id));
    const documents = Object.freeze(applyPerspective(visible, perspective));
    this.cache.set(key, documents);
    return documents;
  }
}

const byStore = new WeakMap<DocumentStore, QueryDocuments>();

/** One cache per store, shared by every route that queries it. */
export function queryDocumentsFor(store: DocumentStore): QueryDocuments {
  let documents = byStore.get(store);
  if (!documents) {
    documents = new QueryDocuments(store);
    byStore.set(store, documents);
  }
  return documents;
}
