// Loaded for its side effect first: it gives zod schemas their `.openapi()` method.
import '@hono/zod-openapi';
import type { z } from '@hono/zod-openapi';
import { errorResponse } from '../contract';

/**
 * A contract schema as a named OpenAPI component. The contract is plain zod and may have been
 * imported before @hono/zod-openapi added `.openapi()` to zod (schemas made earlier lack the
 * method), so the component is a clone made now.
 */
export function named<T extends z.ZodType>(schema: T, id: string): T {
  return schema.clone().openapi(id);
}

export const errorSchema = named(errorResponse, 'Error');

const errorDescriptions = {
  400: 'Malformed request (e.g. invalid JSON)',
  401: 'Missing, expired or revoked token, or wrong credentials',
  403: 'Not allowed in the account state (unconfirmed, deleted)',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Body larger than 64 KiB',
  415: 'Body is not JSON',
  422: 'Validation failed; `errors` holds translated messages per field',
  429: 'Rate limit reached; see the Retry-After header',
} as const;

type ErrorStatus = keyof typeof errorDescriptions;

interface JsonResponse<T extends z.ZodType> {
  readonly description: string;
  readonly content: { readonly 'application/json': { readonly schema: T } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string): JsonResponse<T> {
  return { description, content: { 'application/json': { schema } } };
}

/** The documented error answers of a route (all share the error shape). */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { readonly [K in S[number]]: JsonResponse<typeof errorSchema> } {
  const entries = statuses.map((status) => [status, jsonResponse(errorSchema, errorDescriptions[status])] as const);
  // Object.fromEntries cannot know that every requested key is present; the map above makes sure.
  return Object.fromEntries(entries) as { readonly [K in S[number]]: JsonResponse<typeof errorSchema> };
}

/** A required JSON body validated by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } } as const;
}

export const bearerSecurity = [{ bearerAuth: [] }];

export const emptyResponse = (description: string) => ({ description });
