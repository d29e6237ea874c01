import { describe, expect, it } from 'vitest';
import { apiMessages } from '../i18n/messages';
import {
  createConfirmedAccount,
  expectError,
  latestMail,
  login,
  post,
  randomIp,
  registrationBody,
  type ApiResponse,
} from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
const newPassword = 'Ganz-neues-Passwort-8';

/** One kind of mail link: where its token goes and how a customer gets a fresh one. */
interface LinkKind {
  readonly name: string;
  readonly path: string;
  readonly lifetimeMinutes: number;
  /** A fresh link for a new account (`seed` keeps the addresses apart). */
  readonly mint: (seed: string) => Promise<string>;
  /** A second link for the same account, which replaces the first (a resent confirmation does not). */
  readonly mintAgain?: (seed: string) => Promise<string>;
}

const body = (path: string, token: unknown) =>
  path === '/customer/auth/reset-password'
    ? { token, password: newPassword, password_confirm: newPassword }
    : { token };

async function deleteRequest(email: string): Promise<string> {
  const session = await login(shop, { email, password: registrationBody(email).password });
  const sent = await post(
    shop,
    '/customer/account/delete-request',
    { password: registrationBody(email).password },
    { token: session.token },
  );
  expect(sent.status).toBe(202);
  return (await latestMail(shop, email, 'confirm-deletion')).token;
}

async function restoreRequest(email: string): Promise<string> {
  shop.clock.advance(minutes(61));
  expect((await post(shop, '/customer/account/restore-request', { email, captcha: CAPTCHA_OK })).status).toBe(202);
  return (await latestMail(shop, email, 'confirm-restore')).token;
}

async function resetRequest(email: string): Promise<string> {
  shop.clock.advance(minutes(61));
  expect((await post(shop, '/customer/auth/forgot-password', { email, captcha: CAPTCHA_OK })).status).toBe(202);
  return (await latestMail(shop, email, 'reset-password')).token;
}

async function changeRequest(email: string, newEmail: string): Promise<string> {
  const session = await login(shop, { email, password: registrationBody(email).password });
  const sent = await post(
    shop,
    '/customer/account/email',
    { new_email: newEmail, password: registrationBody(email).password },
    { token: session.token },
  );
  expect(sent.status).toBe(202);
  return (await latestMail(shop, newEmail, 'confirm-email-change')).token;
}

const kinds: readonly LinkKind[] = [
  {
    name: 'e-mail confirmation',
    path: '/customer/confirm-email',
    lifetimeMinutes: 24 * 60,
    mint: async (seed) => {
      const email = `confirm-${seed}@example.com`;
      expect((await post(shop, '/customer/auth/register', registrationBody(email))).status).toBe(201);
      return (await latestMail(shop, email, 'confirm-email')).token;
    },
  },
  {
    name: 'e-mail change',
    path: '/customer/confirm-email-change',
    lifetimeMinutes: 24 * 60,
    mint: async (seed) => {
      const email = `change-${seed}@example.com`;
      await createConfirmedAccount(shop, email);
      return changeRequest(email, `changed-${seed}@example.com`);
    },
    mintAgain: (seed) => changeRequest(`change-${seed}@example.com`, `changed-${seed}@example.com`),
  },
  {
    name: 'password reset',
    path: '/customer/auth/reset-password',
    lifetimeMinutes: 60,
    mint: async (seed) => {
      const email = `reset-${seed}@example.com`;
      await createConfirmedAccount(shop, email);
      return resetRequest(email);
    },
    mintAgain: (seed) => resetRequest(`reset-${seed}@example.com`),
  },
  {
    name: 'account deletion',
    path: '/customer/account/delete',
    lifetimeMinutes: 60,
    mint: async (seed) => {
      const email = `delete-${seed}@example.com`;
      await createConfirmedAccount(shop, email);
      return deleteRequest(email);
    },
    mintAgain: (seed) => deleteRequest(`delete-${seed}@example.com`),
  },
  {
    name: 'account restore',
    path: '/customer/account/restore',
    lifetimeMinutes: 60,
    mint: async (seed) => {
      const email = `restore-${seed}@example.com`;
      await createConfirmedAccount(shop, email);
      const token = await deleteRequest(email);
      expect((await post(shop, '/customer/account/delete', { token })).status).toBe(204);
      return restoreRequest(email);
    },
    mintAgain: (seed) => restoreRequest(`restore-${seed}@example.com`),
  },
];

/** Asserts a refused link: 422, the code, its own words in the caller's language, no field-length rule. */
function expectRefused(response: ApiResponse, code: string, message: string): void {
  const error = expectError(response, 422);
  expect(error.code).toBe(code);
  expect(error.message).toBe(message);
  expect(error.errors).toEqual({ token: [message] });
}

/** Token strings no mail ever carried: empty, short, long, control bytes, lone surrogates, other scripts. */
const malformedTokens = [
  '',
  '   ',
  'abc',
  'A'.repeat(15),
  'A'.repeat(257),
  'x'.repeat(60_000),
  '\u0000'.repeat(43),
  `${'A'.repeat(40)}\u0000\u0001\u007f`,
  '\ud800\udfff\udc00'.repeat(20),
  '🌱'.repeat(30),
  "'; DROP TABLE action_tokens; --",
  '../../../../etc/passwd?token=%00',
  `${'A'.repeat(42)}=`,
];

describe.each(kinds)('a $name link', (kind) => {
  const seed = kind.path.replaceAll('/', '-').slice(1);

  it('that nobody issued is refused as invalid (unknown)', async () => {
    const response = await post(shop, kind.path, body(kind.path, 'A'.repeat(43)), { language: 'de' });
    expectRefused(response, 'link-invalid', apiMessages.de.linkInvalid);
  });

  it('with malformed bytes is refused as invalid, never with a field-length rule or a 5xx', async () => {
    for (const token of malformedTokens) {
      const response = await post(shop, kind.path, body(kind.path, token), { language: 'fr' });
      expectRefused(response, 'link-invalid', apiMessages.fr.linkInvalid);
    }
    // Bytes that are not UTF-8 inside the JSON string.
    const prefix = new TextEncoder().encode(`{"token":"${'A'.repeat(20)}`);
    const raw = new Uint8Array([...prefix, 0xff, 0xfe, 0xc3, 0x28, ...new TextEncoder().encode('","password":"x"}')]);
    const response = await shop.app.request(kind.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
      body: raw,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('past its lifetime is refused as expired', async () => {
    const token = await kind.mint(`${seed}-late`);
    shop.clock.advance(minutes(kind.lifetimeMinutes + 1));
    const response = await post(shop, kind.path, body(kind.path, token), { language: 'es' });
    expectRefused(response, 'link-expired', apiMessages.es.linkExpired);
  });

  it('used once is refused as used, also after its lifetime', async () => {
    const token = await kind.mint(`${seed}-used`);
    expect((await post(shop, kind.path, body(kind.path, token))).status).toBe(204);
    expectRefused(
      await post(shop, kind.path, body(kind.path, token), { language: 'de' }),
      'link-used',
      apiMessages.de.linkUsed,
    );
    shop.clock.advance(minutes(kind.lifetimeMinutes + 1));
    expectRefused(await post(shop, kind.path, body(kind.path, token)), 'link-used', apiMessages.en.linkUsed);
  });
});

describe.each(kinds.flatMap((kind) => (kind.mintAgain ? [{ ...kind, mintAgain: kind.mintAgain }] : [])))(
  'a $name link',
  (kind) => {
    it('replaced by a newer link reads expired, not used; the newer one works', async () => {
      const older = await kind.mint(`${kind.path.replaceAll('/', '-').slice(1)}-replaced`);
      const newer = await kind.mintAgain(`${kind.path.replaceAll('/', '-').slice(1)}-replaced`);
      expect(newer).not.toBe(older);
      expectRefused(await post(shop, kind.path, body(kind.path, older)), 'link-expired', apiMessages.en.linkExpired);
      expect((await post(shop, kind.path, body(kind.path, newer))).status).toBe(204);
    });
  },
);

describe('a link of another purpose', () => {
  it('is refused as invalid: its token is unknown to this route', async () => {
    const token = await kinds[0]?.mint('other-purpose');
    const response = await post(shop, '/customer/account/restore', { token });
    expectRefused(response, 'link-invalid', apiMessages.en.linkInvalid);
  });
});
