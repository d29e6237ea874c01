import { beforeAll, describe, expect, it } from 'vitest';
import { messageResponse } from '../contract';
import {
  bodyOf,
  createConfirmedAccount,
  expectError,
  get,
  latestMail,
  login,
  mailbox,
  post,
  registrationBody,
  type Account,
} from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

const forgot = (email: string, options: { ip?: string; language?: string } = {}) =>
  post(shop, '/customer/auth/forgot-password', { email, captcha: CAPTCHA_OK }, options);

describe('POST /customer/auth/forgot-password', () => {
  it('always answers 202 with the same text, and mails a link only to an existing account', async () => {
    const account = await createConfirmedAccount(shop, 'forgetful@example.com', { language: 'de' });
    const known = await forgot('Forgetful@example.com');
    const unknown = await forgot('stranger@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(bodyOf(known, messageResponse).message).toMatch(/If an account exists/u);
    const { mail } = await latestMail(shop, account.email, 'reset-password');
    // The mail speaks the account's language, not the request's.
    expect(mail.links[0]).toMatch(/^https:\/\/shop\.test\/de\/reset-password\?token=[\w-]{43}$/u);
    expect(await mailbox(shop, 'stranger@example.com')).toHaveLength(0);
    expect(shop.captcha.calls.at(-1)?.action).toBe('forgot_password');
  });

  it('refuses a failed captcha with a field error', async () => {
    const response = await post(shop, '/customer/auth/forgot-password', { email: 'a@example.com', captcha: 'no' });
    expect(expectError(response, 422).errors).toEqual({ captcha: ['The security check failed. Please try again.'] });
  });

  it('limits requests per address (3/hour) and per IP (5/hour) with 429 and Retry-After', async () => {
    for (let index = 0; index < 3; index += 1) expect((await forgot('limited@example.com')).status).toBe(202);
    const perAccount = await forgot('limited@example.com');
    expectError(perAccount, 429);
    expect(Number(perAccount.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = '203.0.113.9';
    for (let index = 0; index < 5; index += 1)
      expect((await forgot(`ip${index}@example.com`, { ip })).status).toBe(202);
    const perIp = await forgot('ip5@example.com', { ip, language: 'es' });
    expect(expectError(perIp, 429).message).toBe('Demasiados intentos. Espera un momento y vuelve a intentarlo.');
  });
});

describe('POST /customer/auth/reset-password', () => {
  let account: Account;
  beforeAll(async () => {
    account = await createConfirmedAccount(shop, 'reset@example.com');
  });

  /** A fresh link; an hour passes first, so the per-address limit (3/hour) never bites here. */
  async function resetLink(): Promise<string> {
    shop.clock.advance(minutes(61));
    expect((await forgot(account.email)).status).toBe(202);
    return (await latestMail(shop, account.email, 'reset-password')).token;
  }

  it('sets the new password, ends every session and mails a notice', async () => {
    const token = await resetLink();
    const session = await login(shop, account);
    const newPassword = 'Neues-Passwort-für-Samen-7';
    const response = await post(shop, '/customer/auth/reset-password', {
      token,
      password: newPassword,
      password_confirm: newPassword,
    });
    expect(response.status).toBe(204);
    expectError(await get(shop, '/customer/account', { token: session.token }), 401);
    expectError(await post(shop, '/customer/auth/refresh', { refresh_token: session.refresh_token }), 401);
    expectError(await post(shop, '/customer/auth/login', account), 401);
    account = { ...account, password: newPassword };
    await login(shop, account);
    const notice = await latestMail(shop, account.email, 'password-changed');
    expect(notice.mail.links).toEqual([]);
  });

  it('uses a link once', async () => {
    const token = await resetLink();
    const body = { token, password: 'Erstes-neues-Passwort-1', password_confirm: 'Erstes-neues-Passwort-1' };
    expect((await post(shop, '/customer/auth/reset-password', body)).status).toBe(204);
    account = { ...account, password: body.password };
    const again = await post(shop, '/customer/auth/reset-password', body, { language: 'de' });
    expect(expectError(again, 422).errors).toEqual({
      token: ['Dieser Link wurde bereits verwendet.'],
    });
  });

  it('only the newest link works', async () => {
    const older = await resetLink();
    expect((await forgot(account.email)).status).toBe(202);
    const newer = (await latestMail(shop, account.email, 'reset-password')).token;
    expect(newer).not.toBe(older);
    const body = { password: 'Noch-ein-Passwort-22', password_confirm: 'Noch-ein-Passwort-22' };
    expectError(await post(shop, '/customer/auth/reset-password', { token: older, ...body }), 422);
    expect((await post(shop, '/customer/auth/reset-password', { token: newer, ...body })).status).toBe(204);
    account = { ...account, password: body.password };
  });

  it('refuses an expired link (after 60 minutes)', async () => {
    const token = await resetLink();
    shop.clock.advance(minutes(61));
    const body = { token, password: 'Zu-spaet-gekommen-3', password_confirm: 'Zu-spaet-gekommen-3' };
    expectError(await post(shop, '/customer/auth/reset-password', body), 422);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const token = await resetLink();
    const weak = await post(
      shop,
      '/customer/auth/reset-password',
      { token, password: 'Qz7#kx', password_confirm: 'Qz7#kx' },
      { language: 'fr' },
    );
    expect(expectError(weak, 422).errors).toEqual({
      password: ['Le mot de passe doit comporter au moins 8 caractères.'],
    });
    const containsEmail = await post(shop, '/customer/auth/reset-password', {
      token,
      password: 'my-reset-is-long',
      password_confirm: 'my-reset-is-long',
    });
    expect(expectError(containsEmail, 422).errors?.['password']).toEqual([
      'The password must not contain your e-mail address.',
    ]);
    const good = { token, password: 'Endlich-ein-gutes-4', password_confirm: 'Endlich-ein-gutes-4' };
    expect((await post(shop, '/customer/auth/reset-password', good)).status).toBe(204);
    account = { ...account, password: good.password };
  });

  it('confirms the address of an unconfirmed account (the link came through its mailbox)', async () => {
    const email = 'never-confirmed@example.com';
    await post(shop, '/customer/auth/register', registrationBody(email));
    await forgot(email);
    const { token } = await latestMail(shop, email, 'reset-password');
    const body = { token, password: 'Ueber-den-Reset-5', password_confirm: 'Ueber-den-Reset-5' };
    expect((await post(shop, '/customer/auth/reset-password', body)).status).toBe(204);
    await login(shop, { email, password: body.password });
  });

  it('refuses a token of another purpose', async () => {
    const email = 'purpose@example.com';
    await post(shop, '/customer/auth/register', registrationBody(email));
    const { token } = await latestMail(shop, email, 'confirm-email');
    const body = { token, password: 'Falscher-Zweck-66', password_confirm: 'Falscher-Zweck-66' };
    expectError(await post(shop, '/customer/auth/reset-password', body), 422);
  });
});

describe('POST /customer/account/password', () => {
  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const account = await createConfirmedAccount(shop, 'changer@example.com');
    const here = await login(shop, account);
    const elsewhere = await login(shop, account);
    const newPassword = 'Gewechselt-und-sicher-8';
    const response = await post(
      shop,
      '/customer/account/password',
      { old_password: account.password, new_password: newPassword, new_password_confirm: newPassword },
      { token: here.token },
    );
    expect(response.status).toBe(204);
    expect((await get(shop, '/customer/account', { token: here.token })).status).toBe(200);
    expectError(await get(shop, '/customer/account', { token: elsewhere.token }), 401);
    await login(shop, { email: account.email, password: newPassword });
    expect((await latestMail(shop, account.email, 'password-changed')).mail.to).toBe(account.email);
  });

  it('refuses a wrong old password as a field error (not 401), and a mismatch', async () => {
    const account = await createConfirmedAccount(shop, 'wrong-old@example.com');
    const session = await login(shop, account);
    const response = await post(
      shop,
      '/customer/account/password',
      { old_password: 'not-my-password', new_password: 'Valid-new-pass-9', new_password_confirm: 'Valid-new-pass-9' },
      { token: session.token, language: 'es' },
    );
    expect(expectError(response, 422).errors).toEqual({ old_password: ['La contraseña no es correcta.'] });
    const mismatch = await post(
      shop,
      '/customer/account/password',
      { old_password: account.password, new_password: 'Valid-new-pass-9', new_password_confirm: 'Valid-new-pass-0' },
      { token: session.token },
    );
    expect(expectError(mismatch, 422).errors).toEqual({ new_password_confirm: ['The passwords do not match.'] });
  });

  it('limits re-checks of a signed-in account to five failures, apart from failed logins of strangers', async () => {
    const account = await createConfirmedAccount(shop, 'rechecked@example.com');
    const session = await login(shop, account);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await post(shop, '/customer/auth/login', { email: account.email, password: `stranger-${attempt}-xyz` });
    }
    const change = (oldPassword: string) =>
      post(
        shop,
        '/customer/account/password',
        { old_password: oldPassword, new_password: 'Valid-new-pass-9', new_password_confirm: 'Valid-new-pass-9' },
        { token: session.token },
      );
    for (let attempt = 0; attempt < 5; attempt += 1) expectError(await change(`wrong-${attempt}-xyz`), 422);
    expectError(await change(account.password), 429);
    shop.clock.advance(minutes(15));
    expect((await change(account.password)).status).toBe(204);
  });

  it('needs a session', async () => {
    const body = { old_password: 'a', new_password: 'b', new_password_confirm: 'b' };
    expectError(await post(shop, '/customer/account/password', body), 401);
  });
});
