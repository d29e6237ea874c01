import { GroqSyntaxError, parse, type ExprNode } from 'groq-js';
import { LakeError } from '../contract';
import type { QueryRequest, QueryRunner } from './query-runner';

/**
 * Evaluates a GROQ query with groq-js in the runner's workers (query-runner.ts: size limits, a
 * time budget) and answers the result as JSON text. Errors in the query answer 400 as Sanity's
 * do; they are found here, before a worker is asked.
 */
export async function runQuery(input: QueryRequest, runner: QueryRunner): Promise<string> {
  runner.checkSize(input.query, input.params);
  parseQuery(input.query, input.params);
  return runner.run(input);
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
