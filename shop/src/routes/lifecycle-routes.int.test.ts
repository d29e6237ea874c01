import { describe, expect, it } from 'vitest';
import {
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
import { days, minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

async function deleteAccount(account: Account): Promise<void> {
  const session = await login(shop, account);
  const requested = await post(
    shop,
    '/customer/account/delete-request',
    { password: account.password },
    {
      token: session.token,
    },
  );
  expect(requested.status).toBe(202);
  const { mail, token } = await latestMail(shop, account.email, 'confirm-deletion');
  expect(mail.links[0]).toMatch(/^https:\/\/shop\.test(\/de)?\/delete-customer\?token=/u);
  expect((await post(shop, '/customer/account/delete', { token })).status).toBe(204);
  // Every session ends with the deletion.
  expectError(await get(shop, '/customer/account', { token: session.token }), 401);
  expectError(await post(shop, '/customer/auth/refresh', { refresh_token: session.refresh_token }), 401);
}

const restoreRequest = (email: string) =>
  post(shop, '/customer/account/restore-request', { email, captcha: CAPTCHA_OK });

describe('account deletion and restore', () => {
  it('delete → login refused with 403 → restore → login works', async () => {
    const account = await createConfirmedAccount(shop, 'phoenix@example.com', { language: 'de' });
    await deleteAccount(account);

    const refused = await post(shop, '/customer/auth/login', account, { language: 'de' });
    expect(expectError(refused, 403).message).toBe(
      'Dieses Konto wurde gelöscht. Du kannst es innerhalb von 30 Tagen nach der Löschung wiederherstellen.',
    );
    // The state shows only with the right password.
    expectError(await post(shop, '/customer/auth/login', { ...account, password: 'Wrong-pass-2030' }), 401);

    expect((await restoreRequest(account.email)).status).toBe(202);
    const { mail, token } = await latestMail(shop, account.email, 'confirm-restore');
    expect(mail.links[0]).toMatch(/^https:\/\/shop\.test\/de\/restore-customer\?token=/u);
    expect((await post(shop, '/customer/account/restore', { token })).status).toBe(204);
    await login(shop, account);
    expectError(await post(shop, '/customer/account/restore', { token }), 422);
  });

  it('answers every restore request with 202 and mails only a restorable account', async () => {
    const active = await createConfirmedAccount(shop, 'still-here@example.com');
    const known = await restoreRequest(active.email);
    const unknown = await restoreRequest('never-was@example.com');
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect((await mailbox(shop, active.email)).map((mail) => mail.kind)).not.toContain('confirm-restore');
    expect(await mailbox(shop, 'never-was@example.com')).toHaveLength(0);
    expect(shop.captcha.calls.at(-1)?.action).toBe('restore_account');
    const badCaptcha = await post(shop, '/customer/account/restore-request', { email: active.email, captcha: 'x' });
    expectError(badCaptcha, 422);
  });

  it('ends the restore window after 30 days: no link, login as if unknown, the address is free again', async () => {
    const account = await createConfirmedAccount(shop, 'gone@example.com');
    await deleteAccount(account);
    shop.clock.advance(days(30) + minutes(1));
    expect((await restoreRequest(account.email)).status).toBe(202);
    expect((await mailbox(shop, account.email)).map((mail) => mail.kind)).not.toContain('confirm-restore');
    expectError(await post(shop, '/customer/auth/login', account), 401);
    const fresh = await createConfirmedAccount(shop, account.email, { first_name: 'Newcomer' });
    const session = await login(shop, fresh);
    expect(session.customer.first_name).toBe('Newcomer');
  });

  it('refuses a restore link used after the window closed', async () => {
    const account = await createConfirmedAccount(shop, 'late-restore@example.com');
    await deleteAccount(account);
    shop.clock.advance(days(30) - minutes(10));
    await restoreRequest(account.email);
    const { token } = await latestMail(shop, account.email, 'confirm-restore');
    shop.clock.advance(minutes(20)); // the link is still fresh, but the 30 days are over
    expectError(await post(shop, '/customer/account/restore', { token }), 422);
  });

  it('refuses expired and reused deletion links, and a wrong password', async () => {
    const account = await createConfirmedAccount(shop, 'hesitant@example.com');
    const session = await login(shop, account);
    const wrong = await post(
      shop,
      '/customer/account/delete-request',
      { password: 'not-it-at-all' },
      {
        token: session.token,
        language: 'fr',
      },
    );
    expect(expectError(wrong, 422).errors).toEqual({ password: ['Le mot de passe est incorrect.'] });

    await post(shop, '/customer/account/delete-request', { password: account.password }, { token: session.token });
    const { token } = await latestMail(shop, account.email, 'confirm-deletion');
    shop.clock.advance(minutes(61));
    expectError(await post(shop, '/customer/account/delete', { token }), 422);
    await login(shop, account); // still there

    const fresh = await login(shop, account);
    await post(shop, '/customer/account/delete-request', { password: account.password }, { token: fresh.token });
    const second = await latestMail(shop, account.email, 'confirm-deletion');
    expect((await post(shop, '/customer/account/delete', { token: second.token })).status).toBe(204);
    expectError(await post(shop, '/customer/account/delete', { token: second.token }), 422);
    expectError(await post(shop, '/customer/account/delete-request', { password: account.password }), 401);
  });

  it('treats a registration with the address of a deleted account like any taken address', async () => {
    const account = await createConfirmedAccount(shop, 'deleted-taken@example.com');
    await deleteAccount(account);
    const before = (await mailbox(shop, account.email)).length;
    expect((await post(shop, '/customer/auth/register', registrationBody(account.email))).status).toBe(201);
    expect(await mailbox(shop, account.email)).toHaveLength(before);
  });
});
