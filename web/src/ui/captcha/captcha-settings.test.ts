import { describe, expect, it } from 'vitest';
import { readCaptchaSettings } from './captcha-settings';

describe('readCaptchaSettings', () => {
  it('reads the shop answer (the wire’s snake_case)', () => {
    expect(readCaptchaSettings({ provider: 'recaptcha', site_key: 'key' })).toEqual({
      provider: 'recaptcha',
      siteKey: 'key',
    });
    expect(readCaptchaSettings({ provider: 'altcha', site_key: '/api/shop/customer/captcha/challenge' })).toMatchObject(
      {
        provider: 'altcha',
      },
    );
  });

  it('takes an answer without a provider for ALTCHA, the self-hosted default', () => {
    expect(readCaptchaSettings({ site_key: '' })).toEqual({ provider: 'altcha', siteKey: '' });
  });

  it('refuses reCAPTCHA without a site key and answers of another shape', () => {
    expect(readCaptchaSettings({ provider: 'recaptcha', site_key: '' })).toBeNull();
    expect(readCaptchaSettings({ provider: 'hcaptcha', site_key: 'x' })).toBeNull();
    expect(readCaptchaSettings(null)).toBeNull();
  });
});
