import { describe, expect, it, vi } from 'vitest';
import { createRecaptchaVerifier } from './recaptcha';

const siteKey = 'site-key-123';
const secretKey = 'secret-key-456';

/** A stand-in for Google: records what it was sent and answers `answer` (or fails). */
function fakeGoogle(answer: unknown, init: { status?: number } = {}) {
  return vi.fn<typeof fetch>(async () => Response.json(answer, { status: init.status ?? 200 }));
}

function sentForm(fetchMock: ReturnType<typeof fakeGoogle>): URLSearchParams {
  const [, init] = fetchMock.mock.calls[0] ?? [];
  const body = init?.body;
  if (!(body instanceof URLSearchParams)) throw new Error('expected a form body');
  return body;
}

const human = {
  success: true,
  score: 0.9,
  action: 'login',
  hostname: 'seedshop.example',
  challenge_ts: '2026-01-01T00:00:00Z',
};

describe('createRecaptchaVerifier', () => {
  it('tells the client to use reCAPTCHA with the site key, and has no challenge of its own', async () => {
    const verifier = createRecaptchaVerifier({ siteKey, secretKey, fetch: fakeGoogle(human) });
    expect(verifier.settings()).toEqual({ provider: 'recaptcha', siteKey });
    expect(await verifier.challenge()).toBeNull();
  });

  it('posts the secret, the token and the visitor’s IP to siteverify', async () => {
    const google = fakeGoogle(human);
    const verifier = createRecaptchaVerifier({ siteKey, secretKey, fetch: google });
    expect(await verifier.verify('token-abc', 'login', '203.0.113.7')).toBe(true);
    expect(google).toHaveBeenCalledOnce();
    expect(google.mock.calls[0]?.[0]).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(google.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(sentForm(google))).toEqual({
      secret: secretKey,
      response: 'token-abc',
      remoteip: '203.0.113.7',
    });
  });

  it('leaves the IP out when it is unknown', async () => {
    const google = fakeGoogle(human);
    await createRecaptchaVerifier({ siteKey, secretKey, fetch: google }).verify('token-abc', 'login', undefined);
    expect(sentForm(google).has('remoteip')).toBe(false);
  });

  it('refuses a missing token without asking Google', async () => {
    const google = fakeGoogle(human);
    const verifier = createRecaptchaVerifier({ siteKey, secretKey, fetch: google });
    expect(await verifier.verify(undefined, 'login', undefined)).toBe(false);
    expect(await verifier.verify('', 'login', undefined)).toBe(false);
    expect(google).not.toHaveBeenCalled();
  });

  it('refuses what Google calls unsuccessful', async () => {
    const google = fakeGoogle({ success: false, 'error-codes': ['invalid-input-response'] });
    expect(await createRecaptchaVerifier({ siteKey, secretKey, fetch: google }).verify('t', 'login', undefined)).toBe(
      false,
    );
  });

  it('refuses a score below the minimum (0.5 unless configured)', async () => {
    const at = (score: number, minScore?: number) =>
      createRecaptchaVerifier({ siteKey, secretKey, minScore, fetch: fakeGoogle({ ...human, score }) }).verify(
        't',
        'login',
        undefined,
      );
    expect(await at(0.5)).toBe(true);
    expect(await at(0.4)).toBe(false);
    expect(await at(0.7, 0.8)).toBe(false);
    expect(await at(0.8, 0.8)).toBe(true);
  });

  it('refuses a token made for another form', async () => {
    const verifier = createRecaptchaVerifier({
      siteKey,
      secretKey,
      fetch: fakeGoogle({ ...human, action: 'newsletter' }),
    });
    expect(await verifier.verify('t', 'login', undefined)).toBe(false);
  });

  it('refuses a v2 token, which has no score', async () => {
    const verifier = createRecaptchaVerifier({
      siteKey,
      secretKey,
      fetch: fakeGoogle({ success: true, action: 'login' }),
    });
    expect(await verifier.verify('t', 'login', undefined)).toBe(false);
  });

  it('refuses, without throwing, when Google cannot be reached or answers nonsense', async () => {
    const failures: (typeof fetch)[] = [
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('fetch failed');
      }),
      vi.fn<typeof fetch>(async () => new Response('<html>busy</html>', { status: 200 })),
      fakeGoogle(human, { status: 503 }),
      fakeGoogle({ success: 'yes', score: '0.9', action: 'login' }),
      fakeGoogle(null),
    ];
    for (const failing of failures) {
      const verifier = createRecaptchaVerifier({ siteKey, secretKey, fetch: failing });
      await expect(verifier.verify('t', 'login', undefined)).resolves.toBe(false);
    }
  });

  it('gives up when Google is too slow', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const verifier = createRecaptchaVerifier({ siteKey, secretKey, fetch: hanging, timeoutMs: 50 });
    expect(await verifier.verify('t', 'login', undefined)).toBe(false);
  });
});
