import { describe, expect, it } from 'vitest';
import { readCaptchaSettings } from './captcha-settings';

describe('readCaptchaSettings', () => {
  it('reads the shop answer (camelCase after the browser client)', () => {
    expect(readCaptchaSettings({ provider: 'recaptcha', siteKey: 'key' })).toEqual({
      provider: 'recaptcha',
      siteKey: 'key',
    });
    expect(readCaptchaSettings({ provider: 'altcha', siteKey: '/api/shop/customer/captcha/challenge' })).toMatchObject({
      provider: 'altcha',
    });
  });

  it('takes an answer without a provider for ALTCHA, the self-hosted default', () => {
    expect(readCaptchaSettings({ siteKey: '' })).toEqual({ provider: 'altcha', siteKey: '' });
  });

  it('refuses reCAPTCHA without a site key and answers of another shape', () => {
    expect(readCaptchaSettings({ provider: 'recaptcha', siteKey: '' })).toBeNull();
    expect(readCaptchaSettings({ provider: 'hcaptcha', siteKey: 'x' })).toBeNull();
    expect(readCaptchaSettings(null)).toBeNull();
  });
});
