import { z } from 'zod';

/** The one error shape of the API, for every status from 400 to 500. */
export const errorResponse = z.object({
  message: z.string(),
  /** Field errors of a 422, keyed by snake_case field name (`address.country` for nested fields). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export type ErrorResponse = z.infer<typeof errorResponse>;
