import { z } from 'zod';
import { LakeError } from '../../contract';

/**
 * Request bodies of `/data/mutate` and `/data/actions`. Only the envelope is checked here; each
 * mutation/action is validated by the store (`parseMutations`/`parseActions`), which names the
 * failing index in Sanity's mutationError shape.
 */
export const mutateBody = z.object({
  mutations: z.array(z.unknown()),
  transactionId: z.string().min(1).optional(),
});

export const actionsBody = z.object({
  actions: z.array(z.unknown()),
  transactionId: z.string().min(1).optional(),
  dryRun: z.boolean().optional(),
  skipCrossDatasetReferenceValidation: z.boolean().optional(),
});

/** Parses with `schema` or answers 400 naming the first offending field. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  const description = `Malformed ${what}${where}: ${issue?.message ?? 'invalid body'}`;
  throw new LakeError(400, description, { error: { description, type: 'httpBadRequest' } });
}
