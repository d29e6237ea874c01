import { z } from 'zod';
import { type Action, LakeError, type Mutation } from '../contract';
import { actionSchema, mutationSchema } from './schemas';

/**
 * Checks a request's mutations (or actions) before anything is applied: a malformed one is a 400
 * naming its index, in Sanity's mutationError shape. Exported for the HTTP layer (dry runs too).
 */
export function parseMutations(mutations: readonly unknown[]): Mutation[] {
  return parseAll(mutationSchema, mutations, 'mutation');
}

export function parseActions(actions: readonly unknown[]): Action[] {
  return parseAll(actionSchema, actions, 'action');
}

function parseAll<T>(schema: z.ZodType<T>, items: readonly unknown[], name: string): T[] {
  if (!Array.isArray(items) || items.length === 0) throw new LakeError(400, `At least one ${name} is required`);
  return items.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      const description = `Malformed ${name} at index ${index}: ${z.prettifyError(parsed.error)}`;
      throw new LakeError(400, description, {
        error: {
          type: 'mutationError',
          description,
          items: [{ error: { type: 'invalidMutationError', description }, index }],
        },
      });
    }
    return parsed.data;
  });
}
