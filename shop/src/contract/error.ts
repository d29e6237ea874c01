import { z } from 'zod';

/**
 * Machine-readable reasons a client acts on (the message is for people). A mail link's token:
 * `link-invalid` (malformed or unknown), `link-expired` (too old, or replaced by a newer link),
 * `link-used` (it did its work already).
 */
export const errorCodes = ['link-invalid', 'link-expired', 'link-used'] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error shape of the API, for every status from 400 to 500. */
export const errorResponse = z.object({
  message: z.string(),
  code: z.enum(errorCodes).optional(),
  /** Field errors of a 422, keyed by snake_case field name (`address.country` for nested fields). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponse>;
