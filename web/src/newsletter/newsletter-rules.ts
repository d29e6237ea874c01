import { isPlausibleEmail, type ContactProblem } from '@/contact/contact-rules';

/** The sign-up's one field, checked as the shop checks it. */
export function newsletterEmailProblem(value: string): ContactProblem | undefined {
  const email = value.trim();
  if (email === '') return { kind: 'required' };
  if (!isPlausibleEmail(email)) return { kind: 'email' };
  return undefined;
}
