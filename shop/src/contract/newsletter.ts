import { z } from 'zod';
import { actionToken, captchaAnswer, emailAddress, language } from './common';

/** POST /newsletter/subscriptions — starts the double opt-in. */
export const newsletterSubscribeRequest = z.object({
  email: emailAddress,
  /** Language of the confirmation mail and the newsletter; the request's Accept-Language when absent. */
  language: language.optional(),
  captcha: captchaAnswer,
});

/** POST /newsletter/confirm — the token of the e-mailed link. */
export const newsletterConfirmRequest = z.object({ token: actionToken });

export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequest>;
