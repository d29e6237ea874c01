'use client';

import { shopApiPath } from '@seedshop/urls';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callShop } from '@/shop-client/browser-api';
import { readCaptchaSettings, type CaptchaProvider, type CaptchaSettings } from './captcha-settings';
import { recaptchaToken } from './recaptcha';

/** reCAPTCHA v3 action names: letters, "/" and "_" only. The shop checks the same names. */
export type CaptchaAction =
  | 'register'
  | 'forgot_password'
  | 'restore_account'
  | 'review'
  | 'contact'
  | 'newsletter'
  | 'checkout'
  | 'product_alert';

let settingsRequest: Promise<CaptchaSettings | null> | null = null;

/** The shop's captcha settings, asked once per page load and shared by every form on the page. */
function captchaSettings(): Promise<CaptchaSettings | null> {
  settingsRequest ??= callShop('customer/captcha/settings', { networkMessage: '' }).then((result) => {
    const settings = result.ok ? readCaptchaSettings(result.data) : null;
    if (!settings) settingsRequest = null; // ask again on the next submit
    return settings;
  });
  return settingsRequest;
}

/**
 * The challenge comes straight from the gateway rather than through `callShop`: it is signed, so
 * its keys must reach the solver, and go back to the shop, exactly as the shop wrote them.
 */
async function fetchAltchaChallenge(signal: AbortSignal): Promise<unknown> {
  const response = await fetch(shopApiPath('customer/captcha/challenge'), {
    cache: 'no-store',
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`ALTCHA challenge: HTTP ${response.status}`);
  return response.json();
}

/** The shop accepts a challenge for 20 minutes; older work is thrown away and done again. */
const ALTCHA_FRESH_MS = 15 * 60 * 1000;

interface AltchaWork {
  readonly payload: Promise<string>;
  readonly startedAt: number;
}

export interface Captcha {
  /** Which captcha protects the form (null until the settings have arrived). */
  readonly provider: CaptchaProvider | null;
  /** A fresh token for one submit, or null when none could be had. Tokens are single-use. */
  readonly token: (action: CaptchaAction) => Promise<string | null>;
  /** Starts the proof of work now (for forms that wait for the visitor's first interaction). */
  readonly prime: () => void;
}

export interface CaptchaOptions {
  /**
   * `mount` (default): solve as soon as the form is on the page. `interaction`: wait until `prime()`
   * is called (first focus), for small forms on busy pages such as the newsletter block on the home
   * page, so a mere visit costs no challenge and no hashing.
   */
  readonly startOn?: 'mount' | 'interaction';
}

/**
 * An invisible captcha for a form. ALTCHA's proof of work (a few seconds of hashing) starts as
 * soon as the form is on the page, in Web Workers, so it is usually done before the visitor has
 * finished typing; reCAPTCHA v3 is asked for a token by action name on submit. Neither asks the
 * visitor to do anything.
 */
export function useCaptcha({ startOn = 'mount' }: CaptchaOptions = {}): Captcha {
  const [provider, setProvider] = useState<CaptchaProvider | null>(null);
  const work = useRef<AltchaWork | null>(null);
  const aborter = useRef<AbortController | null>(null);

  const startAltcha = useCallback((): AltchaWork => {
    const current = work.current;
    if (current && Date.now() - current.startedAt < ALTCHA_FRESH_MS) return current;
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    // The solver (ALTCHA's library) loads beside the challenge's request, not with the page.
    const payload = Promise.all([fetchAltchaChallenge(controller.signal), import('./altcha')]).then(
      ([challenge, altcha]) => altcha.solveAltcha(challenge, controller.signal),
    );
    const started: AltchaWork = { payload, startedAt: Date.now() };
    work.current = started;
    // A failed attempt is not handed out again; the next submit starts afresh.
    payload.catch(() => {
      if (work.current === started) work.current = null;
    });
    return started;
  }, []);

  useEffect(() => {
    let active = true;
    void captchaSettings().then((settings) => {
      if (!active || !settings) return;
      setProvider(settings.provider);
      if (settings.provider === 'altcha' && startOn === 'mount') startAltcha();
    });
    return () => {
      active = false;
      aborter.current?.abort();
      work.current = null;
    };
  }, [startAltcha, startOn]);

  const prime = useCallback(() => {
    if (provider === 'altcha') startAltcha();
  }, [provider, startAltcha]);

  const token = useCallback(
    async (action: CaptchaAction): Promise<string | null> => {
      const settings = await captchaSettings();
      if (!settings) return null;
      try {
        if (settings.provider === 'recaptcha') return await recaptchaToken(settings.siteKey, action);
        const payload = await startAltcha().payload;
        // Used up by this submit: the next one needs a new challenge, and starts solving it now.
        work.current = null;
        startAltcha();
        return payload;
      } catch (error) {
        console.error('[captcha]', error);
        work.current = null;
        return null;
      }
    },
    [startAltcha],
  );

  return { provider, token, prime };
}
