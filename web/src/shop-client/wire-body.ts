import type { z } from 'zod';

/**
 * The body a shop endpoint accepts, read from the contract's request schema. A request is written
 * field by field with the wire's keys and checked against it, so a renamed or misspelled field is a
 * compile error at the call (ADR 0025):
 * `json: { first_name: …, last_name: … } satisfies WireBody<typeof updateAccountRequest>`.
 */
export type WireBody<Schema extends z.ZodType> = z.input<Schema>;
