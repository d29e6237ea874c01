import { z } from 'zod';
import { captchaAnswer, emailAddress, language, text } from './common';

/**
 * The contact form. The limits are repeated, without zod, in the storefront's
 * `web/src/contact/contact-rules.ts` (a unit test there keeps them equal).
 */
export const contactLimits = { name: 100, email: 254, phone: 32, messageMin: 10, messageMax: 5000 } as const;

/**
 * A phone number "E.164-ish": an optional `+`, digits and the separators people type (spaces,
 * brackets, dots, slashes, dashes), with 7 to 15 digits in all — the length E.164 allows.
 */
export const contactPhonePattern = /^(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)\+?[0-9 ()./-]+$/u;

// eslint-disable-next-line no-control-regex -- control characters other than line breaks and tabs
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** A text of several lines: line breaks and tabs are part of a message, other control characters are not. */
export function multilineText(minLength: number, maxLength: number) {
  return z
    .string()
    .trim()
    .min(minLength)
    .max(maxLength)
    .refine((value) => !controlCharactersButLineBreaks.test(value), { params: { reason: 'control-characters' } });
}

/** Optional: absent, null or empty all mean "no phone number". */
export const contactPhone = z
  .string()
  .trim()
  .max(contactLimits.phone)
  .regex(/^(?:(?=(?:[^0-9]*[0-9]){7,15}[^0-9]*$)\+?[0-9 ()./-]+)?$/u)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

/** POST /contact/messages */
export const contactMessageRequest = z.object({
  first_name: text(contactLimits.name),
  last_name: text(contactLimits.name),
  email: emailAddress,
  phone: contactPhone.optional(),
  message: multilineText(contactLimits.messageMin, contactLimits.messageMax),
  /** Language of the acknowledgement; the request's Accept-Language when absent. */
  language: language.optional(),
  captcha: captchaAnswer,
});

export type ContactMessageRequest = z.infer<typeof contactMessageRequest>;
