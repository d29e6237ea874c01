import { describe, expect, it } from 'vitest';
import { customer as customerSchema } from '../contract';
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
} from '../testing/api-client';
import { days, minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

describe('POST /customer/confirm-email', () => {
  it('confirms once; the same link again is refused', async () => {
    const email = 'confirm-once@example.com';
    await post(shop, '/customer/auth/register', registrationBody(email));
    const { token } = await latestMail(shop, email, 'confirm-email');
    expect((await post(shop, '/customer/confirm-email', { token })).status).toBe(204);
    const again = await post(shop, '/customer/confirm-email', { token }, { language: 'de' });
    const error = expectError(again, 422);
    expect(error.code).toBe('link-used');
    expect(error.errors).toEqual({ token: ['Dieser Link wurde bereits verwendet.'] });
  });

  it('refuses a link older than 24 hours, which a login attempt then renews', async () => {
    const email = 'confirm-late@example.com';
    await post(shop, '/customer/auth/register', registrationBody(email));
    const { token } = await latestMail(shop, email, 'confirm-email');
    shop.clock.advance(days(1) + minutes(1));
    expectError(await post(shop, '/customer/confirm-email', { token }), 422);
    expectError(await post(shop, '/customer/auth/login', { email, password: registrationBody(email).password }), 403);
    const renewed = await latestMail(shop, email, 'confirm-email');
    expect(renewed.token).not.toBe(token);
    expect((await post(shop, '/customer/confirm-email', { token: renewed.token })).status).toBe(204);
  });

  it('refuses unknown and malformed tokens', async () => {
    expect(expectError(await post(shop, '/customer/confirm-email', { token: 'A'.repeat(43) }), 422).code).toBe(
      'link-invalid',
    );
    const short = await post(shop, '/customer/confirm-email', { token: 'abc' }, { language: 'fr' });
    expect(expectError(short, 422).errors).toEqual({
      token: ['Ce lien n’est pas valide. Ouvrez-le à nouveau depuis l’e-mail ou demandez-en un nouveau.'],
    });
    expectError(await post(shop, '/customer/confirm-email', {}), 422);
  });
});

describe('e-mail change', () => {
  it('mails a link to the new address, switches on confirmation and tells the old address', async () => {
    const account = await createConfirmedAccount(shop, 'old-address@example.com', { language: 'fr' });
    const session = await login(shop, account);
    const requested = await post(
      shop,
      '/customer/account/email',
      { new_email: 'New-Address@Example.com', password: account.password },
      { token: session.token },
    );
    expect(requested.status).toBe(202);

    const confirmation = await latestMail(shop, 'new-address@example.com', 'confirm-email-change');
    expect(confirmation.mail.links[0]).toMatch(/^https:\/\/shop\.test\/fr\/email-change-confirm\?token=/u);
    expect(confirmation.mail.text).toContain('new-address@example.com');
    // Nothing changes before the new address is confirmed.
    expect(bodyOf(await get(shop, '/customer/account', { token: session.token }), customerSchema).email).toBe(
      account.email,
    );
    expect(await mailbox(shop, account.email).then((mails) => mails.map((mail) => mail.kind))).not.toContain(
      'email-changed',
    );

    expect((await post(shop, '/customer/confirm-email-change', { token: confirmation.token })).status).toBe(204);
    const profile = bodyOf(await get(shop, '/customer/account', { token: session.token }), customerSchema);
    expect(profile.email).toBe('new-address@example.com');
    const notice = await latestMail(shop, account.email, 'email-changed');
    expect(notice.mail.text).toContain('new-address@example.com');

    await login(shop, { email: 'new-address@example.com', password: account.password });
    expectError(await post(shop, '/customer/auth/login', account), 401);
    expectError(await post(shop, '/customer/confirm-email-change', { token: confirmation.token }), 422);
  });

  it('answers 202 for an address that is taken but mails nothing there', async () => {
    const owner = await createConfirmedAccount(shop, 'owner@example.com');
    const account = await createConfirmedAccount(shop, 'wants-owner@example.com');
    const session = await login(shop, account);
    const before = (await mailbox(shop, owner.email)).length;
    const response = await post(
      shop,
      '/customer/account/email',
      { new_email: owner.email, password: account.password },
      { token: session.token },
    );
    expect(response.status).toBe(202);
    expect(await mailbox(shop, owner.email)).toHaveLength(before);
  });

  it('answers 409 when the new address was taken between request and confirmation', async () => {
    const account = await createConfirmedAccount(shop, 'slow@example.com');
    const session = await login(shop, account);
    await post(
      shop,
      '/customer/account/email',
      { new_email: 'contested@example.com', password: account.password },
      { token: session.token },
    );
    const { token } = await latestMail(shop, 'contested@example.com', 'confirm-email-change');
    await createConfirmedAccount(shop, 'contested@example.com');
    const response = await post(shop, '/customer/confirm-email-change', { token }, { language: 'es' });
    expect(expectError(response, 409).message).toBe('Este correo electrónico ya está en uso.');
  });

  it('refuses a wrong password, the current address and a missing session', async () => {
    const account = await createConfirmedAccount(shop, 'careful@example.com');
    const session = await login(shop, account);
    const wrong = await post(
      shop,
      '/customer/account/email',
      { new_email: 'elsewhere@example.com', password: 'nope-nope-nope' },
      { token: session.token, language: 'de' },
    );
    expect(expectError(wrong, 422).errors).toEqual({ password: ['Das Passwort ist falsch.'] });
    const same = await post(
      shop,
      '/customer/account/email',
      { new_email: 'CAREFUL@example.com', password: account.password },
      { token: session.token },
    );
    expect(expectError(same, 422).errors).toEqual({ new_email: ['This is already your e-mail address.'] });
    expectError(await post(shop, '/customer/account/email', { new_email: 'x@example.com', password: 'y' }), 401);
    expect(await mailbox(shop, 'elsewhere@example.com')).toHaveLength(0);
  });

  it('refuses an expired change link', async () => {
    const account = await createConfirmedAccount(shop, 'expiring-change@example.com');
    const session = await login(shop, account);
    await post(
      shop,
      '/customer/account/email',
      { new_email: 'later@example.com', password: account.password },
      { token: session.token },
    );
    const { token } = await latestMail(shop, 'later@example.com', 'confirm-email-change');
    shop.clock.advance(days(1) + minutes(1));
    expectError(await post(shop, '/customer/confirm-email-change', { token }), 422);
  });
});
