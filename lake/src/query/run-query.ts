import { GroqSyntaxError, parse, evaluate, type ExprNode } from 'groq-js';
import { LakeError } from '../contract';

export interface QueryInput {
  readonly query: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The documents the perspective lets this caller see. */
  readonly documents: readonly unknown[];
  /** What `identity()` returns: the caller's user id (empty for anonymous). */
  readonly identity: string;
  readonly projectId: string;
  readonly dataset: string;
}

/** Evaluates a GROQ query with groq-js; errors in the query answer 400 as Sanity's do. */
export async function runQuery(input: QueryInput): Promise<unknown> {
  const tree = parseQuery(input.query, input.params);
  let value;
  try {
    value = await evaluate(tree, {
      dataset: input.documents,
      params: { ...input.params },
      identity: input.identity,
      timestamp: new Date(),
      sanity: { projectId: input.projectId, dataset: input.dataset },
    });
    return await value.get();
  } catch (error) {
    throw queryError(input.query, error instanceof Error ? error.message : String(error));
  }
}

function parseQuery(query: string, params: Readonly<Record<string, unknown>>): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params: { ...params } });
  } catch (error) {
    if (error instanceof GroqSyntaxError) {
      const description = error.message.replace(/^Syntax error in GROQ query at position \d+: /, '');
      throw queryError(query, description, error.position, error.position + 1);
    }
    throw queryError(query, error instanceof Error ? error.message : String(error));
  }
  // groq-js reads a missing parameter as null; Sanity refuses the query, and so do we.
  const missing = referencedParameters(tree).find((name) => !(name in params));
  if (missing !== undefined) throw queryError(query, `param $${missing} referenced, but not provided`);
  return tree;
}

function referencedParameters(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) referencedParameters(item, found);
  } else if (typeof node === 'object' && node !== null) {
    if ('type' in node && node.type === 'Parameter' && 'name' in node && typeof node.name === 'string') {
      found.push(node.name);
    }
    for (const child of Object.values(node)) referencedParameters(child, found);
  }
  return found;
}

function queryError(query: string, description: string, start?: number, end?: number): LakeError {
  const error: Record<string, unknown> = { description, type: 'queryParseError', query };
  if (start !== undefined) error.start = start;
  if (end !== undefined) error.end = end;
  return new LakeError(400, description, { error });
}
