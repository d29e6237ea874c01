import { describe, expect, it } from 'vitest';
import { customer as customerSchema, messageResponse } from '../contract';
import { apiMessages } from '../i18n/messages';
import { de } from '../mail/copy/de';
import {
  bodyOf,
  call,
  createConfirmedAccount,
  expectError,
  get,
  latestMail,
  login,
  mailbox,
  post,
  randomIp,
} from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { newsletterClient } from '../testing/newsletter-client';
import { useTestShop } from '../testing/shop-fixture';
import { PUBLIC_URL } from '../testing/test-app';

const shop = useTestShop();

const { subscribe, confirm, subscription } = newsletterClient(shop);

async function accountNewsletter(email: string): Promise<boolean> {
  const session = await login(shop, { email, password: 'Hanfblüte-im-Mai-2030' });
  const response = await get(shop, '/customer/account', { token: session.token });
  return bodyOf(response, customerSchema).newsletter;
}

describe('newsletter double opt-in', () => {
  it('mails a confirmation link in the request language; the link makes the subscription active once', async () => {
    const response = await subscribe('Nina@Example.com', 'de');
    expect(response.status).toBe(202);
    expect(bodyOf(response, messageResponse).message).toBe(apiMessages.de.newsletterSignupSent);
    expect(await subscription('nina@example.com')).toMatchObject({ status: 'pending', language: 'de' });

    const { mail, token } = await latestMail(shop, 'nina@example.com', 'confirm-newsletter');
    expect(mail.subject).toBe(de.kinds['confirm-newsletter'].subject);
    expect(mail.links[0]).toMatch(new RegExp(`^${PUBLIC_URL}/de/newsletter/confirm\\?token=[A-Za-z0-9_-]{43}$`, 'u'));

    const confirmed = await confirm(token, 'de');
    expect(confirmed.status).toBe(200);
    expect(bodyOf(confirmed, messageResponse).message).toBe(apiMessages.de.newsletterConfirmed);
    expect(await subscription('nina@example.com')).toMatchObject({ status: 'active', tokenHash: null });

    const again = expectError(await confirm(token, 'de'), 422);
    expect(again.errors?.['token']).toEqual([apiMessages.de.invalidActionToken]);
  });

  it('answers an address that is already subscribed exactly like a new one, and mails it nothing', async () => {
    await subscribe('olga@example.com');
    await confirm((await latestMail(shop, 'olga@example.com', 'confirm-newsletter')).token);
    const mailsBefore = (await mailbox(shop, 'olga@example.com')).length;

    const known = await subscribe('olga@example.com', 'fr');
    const unknown = await subscribe('someone.new@example.com', 'fr');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect((await mailbox(shop, 'olga@example.com')).length).toBe(mailsBefore);
  });

  it('lets the newest link win and refuses expired ones', async () => {
    await subscribe('paul@example.com');
    const first = (await latestMail(shop, 'paul@example.com', 'confirm-newsletter')).token;
    await subscribe('paul@example.com', 'es');
    const second = (await latestMail(shop, 'paul@example.com', 'confirm-newsletter')).token;
    expect(second).not.toBe(first);
    expectError(await confirm(first), 422);
    expect(await subscription('paul@example.com')).toMatchObject({ status: 'pending', language: 'es' });

    shop.clock.advance(24 * 60 * 60_000 + 1000);
    expectError(await confirm(second), 422);
    expect((await subscription('paul@example.com'))?.status).toBe('pending');
  });

  it('switches the newsletter setting of a customer account with the same address on', async () => {
    const email = 'quinn@example.com';
    await createConfirmedAccount(shop, email, { newsletter: false });
    expect(await accountNewsletter(email)).toBe(false);
    await subscribe(email);
    expect((await confirm((await latestMail(shop, email, 'confirm-newsletter')).token)).status).toBe(200);
    expect(await accountNewsletter(email)).toBe(true);
  });

  it('takes the account setting as the truth for a customer: subscribed there means no mail, unsubscribed means a new opt-in', async () => {
    const email = 'rosa@example.com';
    await createConfirmedAccount(shop, email, { newsletter: true });
    await subscribe(email);
    expect((await mailbox(shop, email)).filter((mail) => mail.kind === 'confirm-newsletter')).toEqual([]);

    const session = await login(shop, { email, password: 'Hanfblüte-im-Mai-2030' });
    const patched = await call(shop, 'PATCH', '/customer/account', { newsletter: false }, { token: session.token });
    expect(patched.status).toBe(200);
    await subscribe(email);
    expect((await mailbox(shop, email)).filter((mail) => mail.kind === 'confirm-newsletter')).toHaveLength(1);
  });

  it('requires the captcha and a valid address', async () => {
    const wrong = expectError(await subscribe('sam@example.com', 'de', { captcha: 'robot' }), 422);
    expect(wrong.errors?.['captcha']).toEqual([apiMessages.de.captchaFailed]);
    expect(shop.captcha.calls.at(-1)?.action).toBe('newsletter');
    const invalid = expectError(await subscribe('not-an-address', 'de'), 422);
    expect(invalid.errors?.['email']).toEqual([apiMessages.de.email]);
    expect(await subscription('sam@example.com')).toBeUndefined();
  });

  it('limits sign-ups per IP address and per address (429)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const response = await post(
        shop,
        '/newsletter/subscriptions',
        { email: `flood${i}@example.com`, captcha: CAPTCHA_OK },
        { ip },
      );
      expect(response.status).toBe(202);
    }
    const blocked = await post(
      shop,
      '/newsletter/subscriptions',
      { email: 'flood@example.com', captcha: CAPTCHA_OK },
      { ip },
    );
    expectError(blocked, 429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    for (let i = 0; i < 3; i += 1) expect((await subscribe('victim@example.com')).status).toBe(202);
    expectError(await subscribe('victim@example.com'), 429);
    expect((await mailbox(shop, 'victim@example.com')).length).toBe(3);
  });
});
