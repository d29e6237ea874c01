import { z } from 'zod';
import { actionToken, captchaAnswer, emailAddress, instagram, language, passwordInput, phone, text } from './common';
import { customer } from './customer';

export const registerRequest = z.object({
  email: emailAddress,
  password: passwordInput,
  password_confirm: passwordInput,
  first_name: text(100),
  last_name: text(100),
  phone: phone.optional(),
  instagram: instagram.optional(),
  newsletter: z.boolean().default(false),
  product_notifications: z.boolean().default(false),
  /** The shopper confirms being 18 or older; the shop sells to adults only. */
  adult_confirmed: z.literal(true),
  language: language.optional(),
  captcha: captchaAnswer,
});

export const loginRequest = z.object({
  email: emailAddress,
  password: passwordInput,
  /**
   * Needed only when many failed attempts hit the account (a 422 with a `captcha` field error
   * says so); the captcha's action is `login`.
   */
  captcha: captchaAnswer.optional(),
});

/** Login and refresh answer the same: a fresh token pair and the profile. */
export const sessionResponse = z.object({
  token: z.string(),
  /** Lifetime of `token` in minutes (the web sets its cookie to ttl × 60 seconds). */
  ttl: z.number().int().positive(),
  refresh_token: z.string(),
  customer,
});

export const refreshRequest = z.object({ refresh_token: z.string().min(16).max(256) });

export const forgotPasswordRequest = z.object({ email: emailAddress, captcha: captchaAnswer });

export const resetPasswordRequest = z.object({
  token: actionToken,
  password: passwordInput,
  password_confirm: passwordInput,
});

export const tokenRequest = z.object({ token: actionToken });

export type RegisterRequest = z.infer<typeof registerRequest>;
export type LoginRequest = z.infer<typeof loginRequest>;
export type SessionResponse = z.infer<typeof sessionResponse>;
