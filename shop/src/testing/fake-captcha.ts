import { shopApiPath } from '@seedshop/urls';
import type { CaptchaVerifier } from '../ports';

/** The answer the fake captcha accepts; anything else fails like a wrong solution. */
export const CAPTCHA_OK = 'captcha-ok';

export interface FakeCaptcha extends CaptchaVerifier {
  /** Every verify call, for assertions about which action a form used. */
  readonly calls: ReadonlyArray<{ token: string | undefined; action: string; remoteIp: string | undefined }>;
}

export function createFakeCaptcha(): FakeCaptcha {
  const calls: Array<{ token: string | undefined; action: string; remoteIp: string | undefined }> = [];
  return {
    calls,
    settings: () => ({ provider: 'altcha', siteKey: shopApiPath('customer/captcha/challenge') }),
    challenge: async () => ({ algorithm: 'fake', challenge: 'fake', signature: 'fake' }),
    async verify(token, action, remoteIp) {
      calls.push({ token, action, remoteIp });
      return token === CAPTCHA_OK;
    },
  };
}
