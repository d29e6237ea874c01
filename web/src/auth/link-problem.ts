import type { ErrorCode } from '@seedshop/shop/contract';
import type { ShopResult } from '@/shop-client/browser-api';

/** Why the shop refused a mail link: malformed or unknown, expired or replaced, or used already. */
export type LinkProblem = 'invalid' | 'expired' | 'used';

const problemOfCode: Readonly<Record<ErrorCode, LinkProblem>> = {
  'link-invalid': 'invalid',
  'link-expired': 'expired',
  'link-used': 'used',
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(problemOfCode, value);
}

/** The link problem a refused call names in its `code`; null for any other failure (network, 429, 409, …). */
export function linkProblemOf(result: ShopResult): LinkProblem | null {
  if (result.ok || typeof result.data !== 'object' || result.data === null || !('code' in result.data)) return null;
  const code = result.data.code;
  return isErrorCode(code) ? problemOfCode[code] : null;
}
