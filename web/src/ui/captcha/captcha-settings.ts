export interface CaptchaSettings {
  readonly siteKey: string;
  readonly provider: 'altcha' | 'recaptcha';
}
export type CaptchaProvider = CaptchaSettings['provider'];

/**
 * The wire answer of `GET customer/captcha/settings/` (`site_key`, `provider`), checked by hand so
 * a form page does not load Zod for it. An answer without a provider is the self-hosted ALTCHA,
 * the shop's default; a missing site key is empty.
 */
export function readCaptchaSettings(data: unknown): CaptchaSettings | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const wire = data as { readonly site_key?: unknown; readonly provider?: unknown };
  const siteKey = wire.site_key ?? '';
  const provider = wire.provider ?? 'altcha';
  if (typeof siteKey !== 'string' || (provider !== 'altcha' && provider !== 'recaptcha')) return null;
  const settings: CaptchaSettings = { siteKey, provider };
  // reCAPTCHA cannot work without a site key; treat it as a broken answer, not as "no captcha".
  if (settings.provider === 'recaptcha' && settings.siteKey === '') return null;
  return settings;
}
