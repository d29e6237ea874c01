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

/** POST /newsletter/unsubscribe — the token of the unsubscribe link of a newsletter mail. */
export const newsletterUnsubscribeRequest = z.object({ token: actionToken });

/** POST /newsletter/unsubscribe/one-click?token=… — the `List-Unsubscribe` URL of a newsletter mail. */
export const newsletterOneClickQuery = z.object({ token: actionToken });

/** The body mail programs POST to the one-click URL (RFC 8058), form-encoded. */
export const newsletterOneClickForm = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequest>;
