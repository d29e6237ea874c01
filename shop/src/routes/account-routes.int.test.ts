import { beforeAll, describe, expect, it } from 'vitest';
import { customer as customerSchema } from '../contract';
import { bodyOf, call, createConfirmedAccount, expectError, get, latestMail, login, post } from '../testing/api-client';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();
let token: string;
beforeAll(async () => {
  const account = await createConfirmedAccount(shop, 'profile@example.com', {
    phone: '+49 30 1234567',
    newsletter: true,
  });
  token = (await login(shop, account)).token;
});

describe('GET /customer/account', () => {
  it('answers the profile of the token’s owner', async () => {
    const profile = bodyOf(await get(shop, '/customer/account', { token }), customerSchema);
    expect(profile).toMatchObject({
      email: 'profile@example.com',
      phone: '+49 30 1234567',
      instagram: null,
      newsletter: true,
      product_notifications: false,
      language: 'en',
      email_confirmed: true,
    });
    expect(Object.keys(profile)).not.toContain('password_hash');
  });

  it.each([
    ['no header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a made-up token', { authorization: `Bearer ${'a'.repeat(43)}` }],
    ['a token with odd characters', { authorization: 'Bearer ../../etc/passwd' }],
  ])('refuses %s with 401 and WWW-Authenticate', async (_label, headers) => {
    const response = await get(shop, '/customer/account', { headers, language: 'de' });
    expect(expectError(response, 401).message).toMatch(/^Bitte melde dich an\.|Deine Sitzung ist beendet/u);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe('PATCH /customer/account', () => {
  it('changes only the fields sent and clears phone and instagram with null', async () => {
    const changed = await call(
      shop,
      'PATCH',
      '/customer/account',
      { first_name: '  Jo  ', instagram: '@green.thumb_', product_notifications: true },
      { token },
    );
    expect(bodyOf(changed, customerSchema)).toMatchObject({
      first_name: 'Jo',
      last_name: 'Grower',
      instagram: 'green.thumb_',
      phone: '+49 30 1234567',
      product_notifications: true,
      newsletter: true,
    });
    const cleared = await call(shop, 'PATCH', '/customer/account', { phone: null, instagram: '' }, { token });
    expect(bodyOf(cleared, customerSchema)).toMatchObject({ phone: null, instagram: null, first_name: 'Jo' });
  });

  it('ignores fields that are not editable here', async () => {
    const response = await call(shop, 'PATCH', '/customer/account', { email: 'evil@example.com', id: 'x' }, { token });
    expect(bodyOf(response, customerSchema).email).toBe('profile@example.com');
  });

  it('refuses malformed values with translated field errors', async () => {
    const response = await call(
      shop,
      'PATCH',
      '/customer/account',
      { first_name: 'Jo\u0000hn', phone: 'call me', instagram: 'no spaces allowed', newsletter: 'ja' },
      { token, language: 'de' },
    );
    expect(expectError(response, 422).errors).toEqual({
      first_name: ['Dieser Text enthält unzulässige Zeichen.'],
      phone: ['Bitte gib eine gültige Telefonnummer ein.'],
      instagram: ['Bitte gib einen gültigen Instagram-Namen ein.'],
      newsletter: ['Bitte wähle Ja oder Nein.'],
    });
  });
});

describe('POST /customer/account/language', () => {
  it('stores the language, and later mails use it', async () => {
    const response = await post(shop, '/customer/account/language', { language: 'es' }, { token });
    expect(bodyOf(response, customerSchema).language).toBe('es');
    await post(shop, '/customer/auth/forgot-password', { email: 'profile@example.com', captcha: 'captcha-ok' });
    const { mail } = await latestMail(shop, 'profile@example.com', 'reset-password');
    expect(mail.links[0]).toMatch(/^https:\/\/shop\.test\/es\/reset-password/u);
  });

  it('refuses an unknown language', async () => {
    const response = await post(shop, '/customer/account/language', { language: 'it' }, { token, language: 'es' });
    expect(expectError(response, 422).errors).toEqual({ language: ['Elige uno de estos valores: en, de, fr, es.'] });
  });
});
