import { z } from 'zod';

export const captchaSettings = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  /** reCAPTCHA site key, or the URL of the ALTCHA challenge for the widget. */
  site_key: z.string(),
});

/** An ALTCHA challenge, passed through to the widget as the library made it. */
export const captchaChallenge = z.record(z.string(), z.unknown());

export type CaptchaSettingsResponse = z.infer<typeof captchaSettings>;
