import { z } from 'zod';

/**
 * The answer of `GET customer/captcha/settings/` (`siteKey`), extended with the provider.
 * An answer without a provider is the self-hosted ALTCHA, the shop's default.
 */
export const captchaSettingsSchema = z.object({
  siteKey: z.string().default(''),
  provider: z.enum(['altcha', 'recaptcha']).default('altcha'),
});

export type CaptchaSettings = z.infer<typeof captchaSettingsSchema>;
export type CaptchaProvider = CaptchaSettings['provider'];

export function readCaptchaSettings(data: unknown): CaptchaSettings | null {
  const parsed = captchaSettingsSchema.safeParse(data);
  if (!parsed.success) return null;
  // reCAPTCHA cannot work without a site key; treat it as a broken answer, not as "no captcha".
  if (parsed.data.provider === 'recaptcha' && parsed.data.siteKey === '') return null;
  return parsed.data;
}
