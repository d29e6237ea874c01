import { evaluateSync, GroqSyntaxError, parse, type ExprNode } from 'groq-js';
import type { SanityDocument } from '../contract';

/**
 * A listener's filter: Sanity evaluates the listen query's filter against each changed document.
 * We run the whole query over a one-document dataset `[doc]` and the document matches when the
 * result is a non-empty array (or a non-null value), so `*[_id in $ids]`, `*[_type == "x" &&
 * _id in path("drafts.**")]`, `references($id)` … behave as on Sanity. Synchronous evaluation
 * keeps the events of one transaction, and transactions, in commit order.
 */
export interface ListenerFilter {
  matches(document: SanityDocument | null): boolean;
}

export type FilterResult =
  | { readonly ok: true; readonly filter: ListenerFilter }
  | {
      readonly ok: false;
      readonly error: { description: string; type: 'queryParseError'; query: string; start?: number; end?: number };
    };

export function compileFilter(
  query: string,
  params: Readonly<Record<string, unknown>>,
  identity: string,
): FilterResult {
  let tree: ExprNode;
  try {
    tree = parse(query, { params: { ...params } });
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    if (error instanceof GroqSyntaxError) {
      return {
        ok: false,
        error: { description, type: 'queryParseError', query, start: error.position, end: error.position + 1 },
      };
    }
    return { ok: false, error: { description, type: 'queryParseError', query } };
  }
  let warned = false;
  return {
    ok: true,
    filter: {
      matches(document) {
        if (document === null) return false;
        try {
          const result: unknown = evaluateSync(tree, { dataset: [document], params: { ...params }, identity }).data;
          return Array.isArray(result)
            ? result.length > 0
            : result !== null && result !== undefined && result !== false;
        } catch (error) {
          // A filter groq-js cannot evaluate synchronously matches nothing; say so once per listener.
          if (!warned) console.warn(`[lake] listener filter failed (${String(error)}): ${query}`);
          warned = true;
          return false;
        }
      },
    },
  };
}
