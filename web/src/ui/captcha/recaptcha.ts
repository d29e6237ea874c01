/**
 * reCAPTCHA v3, loaded only when the shop's captcha settings ask for it. Tokens are requested per
 * action name; Google shows its own badge at the bottom right. The script's readiness is
 * polled every 25 ms, and a second load with another site key is refused.
 */

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_POLL_MS = 25;
const SCRIPT_TIMEOUT_MS = 15_000;

let loading: { readonly siteKey: string; readonly ready: Promise<Grecaptcha> } | null = null;

function waitForGrecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const api = window.grecaptcha;
      if (api && typeof api.execute === 'function') {
        api.ready(() => resolve(api));
        return;
      }
      if (Date.now() - started > SCRIPT_TIMEOUT_MS) {
        reject(new Error('reCAPTCHA did not load in time'));
        return;
      }
      window.setTimeout(poll, SCRIPT_POLL_MS);
    };
    poll();
  });
}

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading) {
    if (loading.siteKey !== siteKey)
      return Promise.reject(new Error('reCAPTCHA is already loaded with another site key'));
    return loading.ready;
  }
  const script = document.createElement('script');
  script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  script.defer = true;
  const failed = new Promise<never>((_, reject) => {
    script.addEventListener('error', () => reject(new Error('reCAPTCHA script failed to load')), { once: true });
  });
  document.head.append(script);
  const ready = Promise.race([waitForGrecaptcha(), failed]);
  loading = { siteKey, ready };
  // A failed load may be retried on the next submit.
  ready.catch(() => {
    loading = null;
    script.remove();
  });
  return ready;
}

export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  return api.execute(siteKey, { action });
}
