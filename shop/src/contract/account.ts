import { z } from 'zod';
import { captchaAnswer, emailAddress, instagram, language, passwordInput, phone, text } from './common';

/** Every field is optional; `null` clears phone and instagram. */
export const updateAccountRequest = z.object({
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  phone: phone.optional(),
  instagram: instagram.optional(),
  newsletter: z.boolean().optional(),
  product_notifications: z.boolean().optional(),
});

export const languageRequest = z.object({ language });

export const changePasswordRequest = z.object({
  old_password: passwordInput,
  new_password: passwordInput,
  new_password_confirm: passwordInput,
});

export const changeEmailRequest = z.object({ new_email: emailAddress, password: passwordInput });

export const passwordRequest = z.object({ password: passwordInput });

export const restoreRequest = z.object({ email: emailAddress, captcha: captchaAnswer });

export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;
