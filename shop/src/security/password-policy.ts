/**
 * What a new password must satisfy (OWASP ASVS 5, V6.2): a length range, not on a list of
 * common passwords, and not the customer's own e-mail. No composition rules ("one digit, one
 * symbol"): they make passwords harder to remember, not harder to guess.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../db/repo-paths';
import type { PasswordProblem } from '../ports';

export const MIN_PASSWORD_LENGTH = 8;
/** ASVS asks that at least 64 characters be allowed; 128 leaves room for pass phrases. */
export const MAX_PASSWORD_LENGTH = 128;

/** Passwords that mean this shop; anyone guessing would try them first. */
const shopWords = ['seedshop', 'cannabis', 'password'];

/** A local part shorter than this ("al", "max") shows up inside too many honest passwords. */
const minEmailPartLength = 4;

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The list zxcvbn-ts ships (≈ 49 000 leaked passwords, lower case). Read on the first check, not
 * at import: most processes that import this module (tests, tools) never check a password, and
 * the list costs a few megabytes once unpacked.
 */
function loadCommonPasswords(): ReadonlySet<string> {
  if (commonPasswords) return commonPasswords;
  // Resolved from the shop package itself: the storefront bundles this module elsewhere.
  const require = createRequire(join(repoRoot(), 'shop', 'package.json'));
  const loaded: unknown = require('@zxcvbn-ts/language-common/dist/passwords.json.cjs');
  if (!Array.isArray(loaded) || loaded.length === 0) {
    throw new Error('@zxcvbn-ts/language-common: the passwords list has an unexpected shape');
  }
  const words = new Set<string>(shopWords);
  for (const word of loaded) {
    if (typeof word === 'string') words.add(word.toLowerCase());
  }
  commonPasswords = words;
  return words;
}

/**
 * Every reason `password` is refused (empty when it is fine). The password is judged exactly as
 * typed: no trimming or normalising, since it is stored exactly as typed too.
 */
export function checkPassword(password: string, email?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Code points, not UTF-16 units: an emoji or a CJK extension character is one character.
  const length = Array.from(password).length;
  if (length < MIN_PASSWORD_LENGTH) problems.push('too-short');
  if (length > MAX_PASSWORD_LENGTH) problems.push('too-long');

  const lowered = password.toLowerCase();
  if (loadCommonPasswords().has(lowered)) problems.push('too-common');

  const localPart = emailLocalPart(email);
  if (Array.from(localPart).length >= minEmailPartLength && lowered.includes(localPart)) {
    problems.push('contains-email');
  }
  return problems;
}

function emailLocalPart(email: string | undefined): string {
  if (email === undefined) return '';
  const at = email.lastIndexOf('@');
  return (at === -1 ? email : email.slice(0, at)).toLowerCase();
}
