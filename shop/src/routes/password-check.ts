import type { CustomerRow } from '../db/schema';
import { fieldError } from '../http/api-error';
import { rateLimitRules } from '../security/rate-limit';
import { verifyPassword } from '../security/secrets';
import { enforceRateLimits, type ShopContext } from './shop-context';

/**
 * Re-checks the password of a signed-in customer before a sensitive change. It has its own limit
 * per account, so a stolen token cannot be used to guess the password, and failed logins of
 * strangers cannot block it; a wrong password is a field error (a 401 would make the storefront
 * refresh its token and retry).
 */
export async function assertPassword(
  ctx: ShopContext,
  customer: CustomerRow,
  password: string,
  field: string,
): Promise<void> {
  await enforceRateLimits(ctx, [[rateLimitRules.passwordCheckPerAccount, customer.id]]);
  if (!(await verifyPassword(customer.passwordHash, password))) throw fieldError(field, (m) => m.wrongPassword);
  await ctx.rateLimiter.reset(rateLimitRules.passwordCheckPerAccount, customer.id);
}
