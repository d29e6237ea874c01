import { evaluate, parse, type ExprNode, type Value } from 'groq-js';
import type { ContentParams, ContentQuery, ContentResult } from './content-query';
import type { LocalDataset } from './local-dataset';

/**
 * GROQ over the in-memory dataset with groq-js, the evaluator Sanity's TypeGen is built on, so a
 * query answers here in the shape TypeGen computed for it. Parsed trees are cached per query
 * string. groq-js folds parameters into the tree where GROQ needs constants (slices such as
 * `[0...$limit]`); such a query is parsed per parameter set and kept in a bounded cache.
 */

const byQuery = new Map<string, ExprNode>();
const byQueryAndParams = new Map<string, ExprNode>();
const MAX_PARAMETRIZED_TREES = 500;

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function parsedQuery(query: string, params: ContentParams): ExprNode {
  const cached = byQuery.get(query);
  if (cached) return cached;
  try {
    const tree = parse(query);
    byQuery.set(query, tree);
    return tree;
  } catch (error) {
    // Only a query that needs constant parameters gets a second try with them.
    if (Object.keys(params).length === 0) throw error;
  }
  const key = `${query}\u0000${stableJson(params)}`;
  const hit = byQueryAndParams.get(key);
  if (hit) return hit;
  const tree = parse(query, { params: { ...params } });
  if (byQueryAndParams.size >= MAX_PARAMETRIZED_TREES) {
    const oldest = byQueryAndParams.keys().next();
    if (!oldest.done) byQueryAndParams.delete(oldest.value);
  }
  byQueryAndParams.set(key, tree);
  return tree;
}

export interface LocalQueryContext {
  readonly projectId: string;
  readonly dataset: string;
  /** `now()` in GROQ; fixed per query run like on Sanity's API. */
  readonly now?: Date;
}

export const localProject: LocalQueryContext = { projectId: 'local', dataset: 'demo' };

/** Runs a query; the answer is groq-js's `Value` (plain JSON once read). */
export async function evaluateGroq(
  dataset: LocalDataset,
  query: string,
  params: ContentParams,
  context: LocalQueryContext = localProject,
): Promise<Value> {
  return evaluate(parsedQuery(query, params), {
    dataset: dataset.documents,
    params: { ...params },
    timestamp: context.now ?? new Date(),
    sanity: { projectId: context.projectId, dataset: context.dataset },
    dereference: ({ _ref }) => dataset.byId.get(_ref) ?? null,
  });
}

/**
 * A registered content query over the dataset, with its TypeGen result type. groq-js reads the
 * answer as untyped JSON; TypeGen computed the type with groq-js's own type evaluator over the
 * schema the dataset is validated against (content tests), which is what makes this the one place
 * the type is attached.
 */
export async function queryDataset<Q extends ContentQuery>(
  dataset: LocalDataset,
  query: Q,
  params: ContentParams,
  context: LocalQueryContext = localProject,
): Promise<ContentResult<Q>> {
  const value = await evaluateGroq(dataset, query, params, context);
  return value.get();
}
