/**
 * The first name in a login answer as the browser gets it: the wire's `{ttl, customer}`, the
 * tokens already taken out by the gateway. Only used for the welcome toast, so anything
 * unexpected simply means no name. Checked by hand: the sign-in page does not load Zod for it.
 */
export function readCustomerGreeting(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('customer' in data)) return null;
  const customer = data.customer;
  if (typeof customer !== 'object' || customer === null || !('first_name' in customer)) return null;
  return typeof customer.first_name === 'string' && customer.first_name !== '' ? customer.first_name : null;
}
