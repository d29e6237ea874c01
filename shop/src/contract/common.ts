import { locales } from '@seedshop/locales';
import { z } from 'zod';

/**
 * Building blocks of the wire format. Text fields are trimmed, bounded and free of control
 * characters: a name with a NUL byte or a 1 MB phone number is a client bug or an attack.
 */
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f]/u;

export function text(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .refine((value) => !controlCharacters.test(value), { params: { reason: 'control-characters' } });
}

/** A filter of a query string: bounded, free of control characters, may be empty. */
export function filterText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .refine((value) => !controlCharacters.test(value), { params: { reason: 'control-characters' } });
}

/** An optional text the client may also clear with `null` or an empty string. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength)
    .refine((value) => !controlCharacters.test(value), { params: { reason: 'control-characters' } })
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));
}

/** E-mail addresses are compared and stored lower-cased. */
export const emailAddress = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

/** Bounded so a hostile client cannot make the server hash megabytes; the policy decides the rest. */
export const passwordInput = z.string().min(1).max(1024);

export const language = z.enum(locales);

/**
 * A single-use token from a mail link. Any string passes here (the body limit bounds it): whether
 * it is shaped like a token, known, used or expired is the token store's answer, so a bad link gets
 * a link error with its code (`link-invalid`, …) instead of a field-length rule.
 */
export const actionToken = z.string().trim();

/** The captcha answer: an ALTCHA payload or a reCAPTCHA token. */
export const captchaAnswer = z.string().min(1).max(8192);

export const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^(?:\+?[0-9][0-9 ()./-]{2,31})?$/u)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value));

/** An Instagram handle, stored without the leading `@`. */
export const instagram = z
  .string()
  .trim()
  .max(31)
  .regex(/^(?:@?[A-Za-z0-9._]{1,30})?$/u)
  .nullable()
  .transform((value) => (value === null || value === '' ? null : value.replace(/^@/u, '')));

export const timestamp = z.iso.datetime();

/** A plain acknowledgement, translated for the caller. */
export const messageResponse = z.object({ message: z.string() });
