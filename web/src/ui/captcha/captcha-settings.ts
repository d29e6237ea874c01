import { z } from 'zod';

/**
 * The wire answer of `GET customer/captcha/settings/` (`site_key`, `provider`). An answer without a
 * provider is the self-hosted ALTCHA, the shop's default.
 */
export const captchaSettingsSchema = z.object({
  site_key: z.string().default(''),
  provider: z.enum(['altcha', 'recaptcha']).default('altcha'),
});

export interface CaptchaSettings {
  readonly siteKey: string;
  readonly provider: 'altcha' | 'recaptcha';
}
export type CaptchaProvider = CaptchaSettings['provider'];

export function readCaptchaSettings(data: unknown): CaptchaSettings | null {
  const parsed = captchaSettingsSchema.safeParse(data);
  if (!parsed.success) return null;
  const settings: CaptchaSettings = { siteKey: parsed.data.site_key, provider: parsed.data.provider };
  // reCAPTCHA cannot work without a site key; treat it as a broken answer, not as "no captcha".
  if (settings.provider === 'recaptcha' && settings.siteKey === '') return null;
  return settings;
}
