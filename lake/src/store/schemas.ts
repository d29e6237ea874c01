import { z } from 'zod';

/**
 * Zod schemas for the shapes the store takes in (mutations, actions) and reads back from disk
 * (log lines, snapshot lines). The HTTP layer may reuse them to validate request bodies.
 */
const params = z.record(z.string(), z.unknown());

export const documentInputSchema = z.looseObject({
  _id: z.string().optional(),
  _type: z.string().min(1),
});

const documentInputWithIdSchema = z.looseObject({
  _id: z.string().min(1),
  _type: z.string().min(1),
});

export const patchOperationsSchema = z.object({
  set: params.optional(),
  setIfMissing: params.optional(),
  unset: z.array(z.string()).optional(),
  insert: z
    .object({
      before: z.string().optional(),
      after: z.string().optional(),
      replace: z.string().optional(),
      items: z.array(z.unknown()),
    })
    .optional(),
  inc: z.record(z.string(), z.number()).optional(),
  dec: z.record(z.string(), z.number()).optional(),
  diffMatchPatch: z.record(z.string(), z.string()).optional(),
});

export const patchMutationSchema = patchOperationsSchema.extend({
  id: z.string().optional(),
  query: z.string().optional(),
  params: params.optional(),
  ifRevisionID: z.string().optional(),
});

export const mutationSchema = z.union([
  z.object({ create: documentInputSchema }),
  z.object({ createOrReplace: documentInputWithIdSchema }),
  z.object({ createIfNotExists: documentInputWithIdSchema }),
  z.object({
    delete: z.union([z.object({ id: z.string() }), z.object({ query: z.string(), params: params.optional() })]),
  }),
  z.object({ patch: patchMutationSchema }),
]);

export const actionSchema = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: z.string(),
    attributes: documentInputSchema,
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: z.string(),
    publishedId: z.string(),
    patch: patchOperationsSchema.extend({ ifRevisionID: z.string().optional() }),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: z.string(),
    publishedId: z.string(),
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: z.string(),
    publishedId: z.string(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.discard'),
    draftId: z.string(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: z.string(),
    includeDrafts: z.array(z.string()).optional(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: z.string(),
    attributes: documentInputSchema,
  }),
]);

export const sanityDocumentSchema = z.looseObject({
  _id: z.string(),
  _type: z.string(),
  _rev: z.string(),
  _createdAt: z.string(),
  _updatedAt: z.string(),
});

const operationSchema = z.enum(['create', 'update', 'delete', 'none']);

export const transactionSchema = z.object({
  seq: z.number().int().positive(),
  id: z.string(),
  timestamp: z.string(),
  author: z.string(),
  results: z.array(z.object({ id: z.string(), operation: operationSchema })),
  changes: z.array(
    z.object({
      id: z.string(),
      operation: z.enum(['create', 'update', 'delete']),
      before: sanityDocumentSchema.nullable(),
      after: sanityDocumentSchema.nullable(),
      mutations: z.array(mutationSchema),
    }),
  ),
});
