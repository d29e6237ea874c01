import type { PasswordProblem } from '../ports';
import { fieldErrors, type MessagePick } from '../http/api-error';
import { checkPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../security/password-policy';

const problemMessages: Readonly<Record<PasswordProblem, MessagePick>> = {
  'too-short': (m) => m.passwordTooShort(MIN_PASSWORD_LENGTH),
  'too-long': (m) => m.passwordTooLong(MAX_PASSWORD_LENGTH),
  'too-common': (m) => m.passwordTooCommon,
  'contains-email': (m) => m.passwordContainsEmail,
};

/**
 * Refuses a new password that breaks the policy or does not match its confirmation, with the
 * reasons on the fields the form showed (`password`/`password_confirm` or `new_password`/…).
 */
export function assertNewPassword(options: {
  readonly password: string;
  readonly confirmation: string;
  readonly email: string;
  readonly field: string;
  readonly confirmationField: string;
}): void {
  const problems = checkPassword(options.password, options.email).map((problem) => problemMessages[problem]);
  const mismatch = options.password !== options.confirmation;
  if (problems.length === 0 && !mismatch) return;
  throw fieldErrors({
    ...(problems.length > 0 ? { [options.field]: problems } : {}),
    ...(mismatch ? { [options.confirmationField]: [(m) => m.passwordsDoNotMatch] } : {}),
  });
}
