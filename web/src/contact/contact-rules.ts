/**
 * The contact form's rules as the shop checks them (`contactMessageRequest` in the shop's
 * contract), without zod, so the browser can say them before the shop has to. A unit test keeps
 * the two in step.
 */

export const contactLimits = { name: 100, email: 254, phone: 32, messageMin: 10, messageMax: 5000 } as const;

/**
 * A phone number "E.164-ish": an optional `+`, digits and the separators people type (spaces,
 * brackets, dots, slashes, dashes), with 7 to 15 digits in all.
 */
export const contactPhonePattern = /^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)\+?[0-9 ()./-]+$/u;

/** A light check of an e-mail address; the shop has the final word. */
export function isPlausibleEmail(value: string): boolean {
  return value.length <= contactLimits.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(value);
}

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone' | 'message';

export type ContactProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'email' }
  | { readonly kind: 'phone' }
  | { readonly kind: 'tooShort'; readonly min: number }
  | { readonly kind: 'tooLong'; readonly max: number };

export type ContactValues = Readonly<Record<ContactField, string>>;

function textProblem(value: string, max: number): ContactProblem | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return { kind: 'required' };
  if (trimmed.length > max) return { kind: 'tooLong', max };
  return undefined;
}

/** What is wrong with each field, as the shop would see it (values are trimmed first, like there). */
export function contactProblems(values: ContactValues): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {};
  const firstName = textProblem(values.firstName, contactLimits.name);
  if (firstName) problems.firstName = firstName;
  const lastName = textProblem(values.lastName, contactLimits.name);
  if (lastName) problems.lastName = lastName;

  const email = values.email.trim();
  if (email === '') problems.email = { kind: 'required' };
  else if (!isPlausibleEmail(email)) problems.email = { kind: 'email' };

  const phone = values.phone.trim();
  if (phone !== '' && (phone.length > contactLimits.phone || !contactPhonePattern.test(phone))) {
    problems.phone = { kind: 'phone' };
  }

  const message = values.message.trim();
  if (message === '') problems.message = { kind: 'required' };
  else if (message.length < contactLimits.messageMin)
    problems.message = { kind: 'tooShort', min: contactLimits.messageMin };
  else if (message.length > contactLimits.messageMax)
    problems.message = { kind: 'tooLong', max: contactLimits.messageMax };
  return problems;
}
