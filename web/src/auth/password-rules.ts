/**
 * The password rules the shop API enforces (shop/src/security/password-policy.ts), repeated here
 * so the forms can show them before the visitor submits. The server stays the judge: the list of
 * common passwords is only checked there.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** Length as the server counts it: code points, so an emoji is one character. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}
