import { z } from 'zod';

/**
 * The first name in a login answer as the browser gets it: the wire's `{ttl, customer}`, the
 * tokens already taken out by the gateway. Only used for the welcome toast, so anything
 * unexpected simply means no name.
 */
export function readCustomerGreeting(data: unknown): string | null {
  const parsed = z.object({ customer: z.object({ first_name: z.string().min(1) }) }).safeParse(data);
  return parsed.success ? parsed.data.customer.first_name : null;
}
