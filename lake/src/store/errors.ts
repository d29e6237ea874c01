import { LakeError } from '../contract';

/**
 * Sanity's error bodies for failed mutations and actions. The Studio shows `description`, and
 * `@sanity/client` exposes `items` so callers can tell which mutation failed.
 */
export interface ErrorItem {
  readonly type: string;
  readonly description: string;
  readonly [detail: string]: unknown;
}

export function mutationError(status: LakeError['status'], index: number, item: ErrorItem): LakeError {
  const description = `The mutation(s) failed: ${item.description}`;
  return new LakeError(status, description, {
    error: { type: 'mutationError', description, items: [{ error: item, index }] },
  });
}

export function revisionMismatch(
  index: number,
  id: string,
  expected: string,
  current: string | undefined,
  mutationName: string,
): LakeError {
  return mutationError(409, index, {
    type: 'documentRevisionIDDoesNotMatchError',
    description: `Document by ID "${id}" has unexpected revision ID ("${current ?? ''}"), blocking mutation "${mutationName}"`,
    id,
    expectedRevisionID: expected,
    currentRevisionID: current ?? null,
  });
}

export function alreadyExists(index: number, id: string): LakeError {
  return mutationError(409, index, {
    type: 'documentAlreadyExistsError',
    description: `Document by ID "${id}" already exists`,
    id,
  });
}

export function notFound(index: number, id: string, mutationName: string): LakeError {
  return mutationError(404, index, {
    type: 'documentNotFoundError',
    description: `Document "${id}" not found, blocking mutation "${mutationName}"`,
    id,
  });
}

export function invalidMutation(index: number, description: string): LakeError {
  return mutationError(400, index, { type: 'invalidMutationError', description });
}
