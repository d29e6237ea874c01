import { beforeAll, describe, expect, it } from 'vitest';
import { customer as customerSchema, messageResponse, sessionResponse } from '../contract';
import {
  bodyOf,
  createConfirmedAccount,
  expectError,
  get,
  latestMail,
  login,
  mailbox,
  PASSWORD,
  post,
  registrationBody,
} from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { minutes } from '../testing/fake-clock';
import { useTestShop } from '../testing/shop-fixture';

const shop = useTestShop();

describe('POST /customer/auth/register', () => {
  it('creates an account and mails a confirmation link in the visitor’s language', async () => {
    const response = await post(shop, '/customer/auth/register', registrationBody('Nora@Example.com'), {
      language: 'fr-CA,fr;q=0.9,en;q=0.5',
    });
    expect(response.status).toBe(201);
    expect(bodyOf(response, messageResponse).message).toMatch(/Merci/u);
    const { mail, token } = await latestMail(shop, 'nora@example.com', 'confirm-email');
    expect(mail.links[0]).toMatch(/^https:\/\/shop\.test\/fr\/confirm-email\?token=[\w-]{43}$/u);
    expect(token).toHaveLength(43);
    expect(shop.captcha.calls.at(-1)).toMatchObject({ token: CAPTCHA_OK, action: 'register' });
  });

  it('keeps the Instagram name given at registration on the account (without the @)', async () => {
    const account = await createConfirmedAccount(shop, 'insta@example.com', { instagram: '@green.fingers' });
    expect((await login(shop, account)).customer.instagram).toBe('green.fingers');
    const refused = await post(
      shop,
      '/customer/auth/register',
      registrationBody('insta2@example.com', PASSWORD, { instagram: 'no spaces!' }),
    );
    expect(expectError(refused, 422).errors?.['instagram']).toHaveLength(1);
  });

  it('refuses a registration without the confirmation of being 18 or older, saying so in the visitor’s language', async () => {
    for (const [language, text] of [
      ['en', 'Please confirm that you are 18 or older.'],
      ['de', 'Bitte bestätige, dass du mindestens 18 Jahre alt bist.'],
    ] as const) {
      const email = `minor-${language}@example.com`;
      for (const adult of [undefined, false]) {
        const refused = await post(
          shop,
          '/customer/auth/register',
          registrationBody(email, PASSWORD, { adult_confirmed: adult }),
          { language },
        );
        expect(expectError(refused, 422).errors?.['adult_confirmed']).toEqual([text]);
      }
      expect(await mailbox(shop, email)).toEqual([]);
    }
  });

  it('prefers the language field of the body for the account and its mail', async () => {
    await post(shop, '/customer/auth/register', registrationBody('lena@example.com', PASSWORD, { language: 'es' }), {
      language: 'de',
    });
    const { mail } = await latestMail(shop, 'lena@example.com', 'confirm-email');
    expect(mail.links[0]).toMatch(/^https:\/\/shop\.test\/es\/confirm-email\?token=/u);
  });

  it('answers a taken address exactly like a new one, keeps the account and sends its owner a neutral notice', async () => {
    const account = await createConfirmedAccount(shop, 'taken@example.com', { language: 'de' });
    const fresh = await post(shop, '/customer/auth/register', registrationBody('fresh@example.com'));
    const repeat = await post(
      shop,
      '/customer/auth/register',
      registrationBody('TAKEN@example.com', 'Other-pass-2030!', { first_name: 'Mallory', language: 'es' }),
    );
    expect(repeat.status).toBe(fresh.status);
    expect(repeat.body).toEqual(fresh.body);
    const [notice, ...older] = await mailbox(shop, account.email);
    expect(older.map((mail) => mail.kind)).toEqual(['confirm-email']);
    expect(notice?.kind).toBe('registration-attempt');
    // In the account's language and name, with the way back in, and nothing of the newcomer.
    expect(notice?.subject).toBe('Jemand wollte sich mit deiner E-Mail-Adresse registrieren');
    expect(notice?.text).toMatch(/^Hallo Alex,/u);
    expect(notice?.links).toEqual(['https://shop.test/de/forgot-password']);
    expect(notice?.text).not.toContain('Mallory');
    // The account keeps its password.
    await login(shop, account);
    expectError(await post(shop, '/customer/auth/login', { email: account.email, password: 'Other-pass-2030!' }), 401);
  });

  it('never lets a repeat registration of an unconfirmed address set its password or data', async () => {
    const email = 'pending-owner@example.com';
    await post(
      shop,
      '/customer/auth/register',
      registrationBody(email, 'Owners-own-pass-2030', { first_name: 'Owner' }),
    );
    const fresh = await post(shop, '/customer/auth/register', registrationBody('pending-fresh@example.com'));
    const intruder = await post(
      shop,
      '/customer/auth/register',
      registrationBody(email, 'Intruders-pass-2030', { first_name: 'Mallory' }),
    );
    expect(intruder.status).toBe(fresh.status);
    expect(intruder.body).toEqual(fresh.body);
    const mails = await mailbox(shop, email);
    expect(mails.map((mail) => mail.kind)).toEqual(['registration-attempt', 'confirm-email']);
    // The owner follows the newest confirmation link in the inbox: it confirms the owner's own registration.
    const { token } = await latestMail(shop, email, 'confirm-email');
    expect((await post(shop, '/customer/confirm-email', { token })).status).toBe(204);
    expectError(await post(shop, '/customer/auth/login', { email, password: 'Intruders-pass-2030' }), 401);
    const session = await login(shop, { email, password: 'Owners-own-pass-2030' });
    expect(session.customer.first_name).toBe('Owner');
  });

  it('lets the owner of an address someone else registered first take the account over with a reset', async () => {
    const email = 'squatted@example.com';
    await post(shop, '/customer/auth/register', registrationBody(email, 'Squatter-pass-2030', { first_name: 'Sq' }));
    await post(shop, '/customer/auth/register', registrationBody(email, 'Owners-own-pass-2030'));
    expect((await latestMail(shop, email, 'registration-attempt')).mail.links).toEqual([
      'https://shop.test/forgot-password',
    ]);
    expect((await post(shop, '/customer/auth/forgot-password', { email, captcha: CAPTCHA_OK })).status).toBe(202);
    const { token } = await latestMail(shop, email, 'reset-password');
    const reset = await post(shop, '/customer/auth/reset-password', {
      token,
      password: 'Owners-own-pass-2030',
      password_confirm: 'Owners-own-pass-2030',
    });
    expect(reset.status).toBe(204);
    expectError(await post(shop, '/customer/auth/login', { email, password: 'Squatter-pass-2030' }), 401);
    await login(shop, { email, password: 'Owners-own-pass-2030' });
  });

  it('sends at most one notice per address every ten minutes', async () => {
    const account = await createConfirmedAccount(shop, 'popular@example.com');
    const again = () => post(shop, '/customer/auth/register', registrationBody(account.email, 'Someone-else-2030'));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await again()).status).toBe(201);
    const notices = async () =>
      (await mailbox(shop, account.email)).filter((mail) => mail.kind === 'registration-attempt');
    expect(await notices()).toHaveLength(1);
    shop.clock.advance(minutes(11));
    await again();
    expect(await notices()).toHaveLength(2);
  });

  it('refuses a weak password, a mismatch and a failed captcha with translated field errors', async () => {
    const weak = await post(
      shop,
      '/customer/auth/register',
      { ...registrationBody('weak@example.com', 'password'), password_confirm: 'passwort' },
      { language: 'de-DE' },
    );
    const error = expectError(weak, 422);
    expect(error.message).toBe('Bitte prüfe die markierten Felder.');
    expect(error.errors?.['password']).toEqual([
      'Dieses Passwort ist zu verbreitet. Bitte wähle ein schwerer zu erratendes.',
    ]);
    expect(error.errors?.['password_confirm']).toEqual(['Die Passwörter stimmen nicht überein.']);

    const captcha = await post(
      shop,
      '/customer/auth/register',
      registrationBody('bot@example.com', PASSWORD, { captcha: 'wrong' }),
      {
        language: 'es',
      },
    );
    expect(expectError(captcha, 422).errors).toEqual({
      captcha: ['La comprobación de seguridad ha fallado. Vuelve a intentarlo.'],
    });
    expect(await mailbox(shop, 'bot@example.com')).toHaveLength(0);
  });

  it('names every missing or malformed field in German', async () => {
    const response = await post(
      shop,
      '/customer/auth/register',
      { email: 'no-at-sign', newsletter: 'yes' },
      { language: 'de' },
    );
    expect(expectError(response, 422).errors).toEqual({
      email: ['Bitte gib eine gültige E-Mail-Adresse ein.'],
      password: ['Dieses Feld ist erforderlich.'],
      password_confirm: ['Dieses Feld ist erforderlich.'],
      first_name: ['Dieses Feld ist erforderlich.'],
      last_name: ['Dieses Feld ist erforderlich.'],
      newsletter: ['Bitte wähle Ja oder Nein.'],
      adult_confirmed: ['Bitte bestätige, dass du mindestens 18 Jahre alt bist.'],
      captcha: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('allows five registrations per IP and hour, then answers 429 with Retry-After', async () => {
    const ip = '192.0.2.10';
    for (let index = 0; index < 5; index += 1) {
      const response = await post(shop, '/customer/auth/register', registrationBody(`burst${index}@example.com`), {
        ip,
      });
      expect(response.status).toBe(201);
    }
    const refused = await post(shop, '/customer/auth/register', registrationBody('burst5@example.com'), {
      ip,
      language: 'de',
    });
    expect(expectError(refused, 429).message).toMatch(/Zu viele Versuche/u);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
  });
});

describe('POST /customer/auth/login', () => {
  let account: { email: string; password: string };
  beforeAll(async () => {
    account = await createConfirmedAccount(shop, 'login@example.com');
  });

  it('answers a token, its ttl in minutes, a refresh token and the profile', async () => {
    const session = await login(shop, { email: 'LOGIN@example.com', password: account.password });
    expect(session.ttl).toBe(60);
    expect(session.token).toMatch(/^[\w-]{43}$/u);
    expect(session.refresh_token).not.toBe(session.token);
    expect(session.customer).toMatchObject({ email: 'login@example.com', first_name: 'Alex', email_confirmed: true });
    const profile = await get(shop, '/customer/account', { token: session.token });
    expect(bodyOf(profile, customerSchema)).toEqual(session.customer);
  });

  it('gives a wrong password and an unknown address the same 401 in about the same time', async () => {
    const timings = { wrong: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      for (const kind of ['wrong', 'unknown'] as const) {
        const email = kind === 'wrong' ? account.email : `nobody${round}@example.com`;
        const started = performance.now();
        const response = await post(shop, '/customer/auth/login', { email, password: `Not-it-${round}-xyz` });
        timings[kind].push(performance.now() - started);
        expectError(response, 401);
        bodies.add(JSON.stringify(response.body));
      }
    }
    expect(bodies.size).toBe(1);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Both spend one Argon2 verification; without the dummy check "unknown" would be ~10× faster.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.wrong) * 0.4);
    await shop.app.request('/'); // keep the rate-limit state untouched by the timing loop
  });

  it('refuses an unconfirmed address with 403 and mails a new link (at most every ten minutes)', async () => {
    const email = 'unconfirmed@example.com';
    await post(shop, '/customer/auth/register', registrationBody(email));
    const refused = await post(shop, '/customer/auth/login', { email, password: PASSWORD }, { language: 'de' });
    expect(expectError(refused, 403).message).toBe(
      'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen neuen Link geschickt.',
    );
    expect(await mailbox(shop, email)).toHaveLength(1); // the registration link is still fresh
    shop.clock.advance(minutes(11));
    expectError(await post(shop, '/customer/auth/login', { email, password: PASSWORD }), 403);
    expect(await mailbox(shop, email)).toHaveLength(2);
    // A wrong password does not learn that the address is unconfirmed.
    expectError(await post(shop, '/customer/auth/login', { email, password: 'Wrong-pass-2030' }), 401);
  });

  it('slows guessing from one address: five failures on an account, then 429 there until the window closes', async () => {
    const target = await createConfirmedAccount(shop, 'hammered@example.com');
    const guesser = '203.0.113.30';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await post(
          shop,
          '/customer/auth/login',
          { email: target.email, password: `guess-${attempt}-xyz` },
          { ip: guesser },
        ),
        401,
      );
    }
    const locked = await post(shop, '/customer/auth/login', target, { ip: guesser });
    expectError(locked, 429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, elsewhere, is not affected.
    await login(shop, target, { ip: '198.51.100.31' });
    shop.clock.advance(retryAfter * 1000);
    await login(shop, target, { ip: guesser });
  });

  it('cannot be locked by strangers: 20 wrong passwords from other addresses, then the owner signs in', async () => {
    const owner = await createConfirmedAccount(shop, 'targeted@example.com');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const stranger = `198.51.100.${100 + Math.floor(attempt / 5)}`;
      const guess = await post(
        shop,
        '/customer/auth/login',
        { email: owner.email, password: `stranger-${attempt}-xyz` },
        { ip: stranger },
      );
      expectError(guess, 401);
    }
    const session = await login(shop, owner, { ip: '203.0.113.32' });
    expect(session.customer.email).toBe(owner.email);
  });

  it('asks for a captcha, not a wait, once failures from many addresses pass the account-wide cap', async () => {
    const owner = await createConfirmedAccount(shop, 'botnet-target@example.com');
    // Six addresses, five failures each: none of them hits its own limit, together they pass 30.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const bot = `192.0.2.${50 + Math.floor(attempt / 5)}`;
      expectError(
        await post(shop, '/customer/auth/login', { email: owner.email, password: `bot-${attempt}-xyz` }, { ip: bot }),
        401,
      );
    }
    const ownerIp = '203.0.113.33';
    const withoutCaptcha = await post(shop, '/customer/auth/login', owner, { ip: ownerIp, language: 'de' });
    expect(expectError(withoutCaptcha, 422).errors).toEqual({
      captcha: ['Bitte schließe die Sicherheitsprüfung ab, um dich anzumelden.'],
    });
    const wrongCaptcha = await post(shop, '/customer/auth/login', { ...owner, captcha: 'wrong' }, { ip: ownerIp });
    expectError(wrongCaptcha, 422);
    // A wrong password with a solved captcha is still a plain 401.
    expectError(
      await post(
        shop,
        '/customer/auth/login',
        { ...owner, password: 'Not-it-2030', captcha: CAPTCHA_OK },
        { ip: ownerIp },
      ),
      401,
    );
    const solved = await post(shop, '/customer/auth/login', { ...owner, captcha: CAPTCHA_OK }, { ip: ownerIp });
    expect(bodyOf(solved, sessionResponse).customer.email).toBe(owner.email);
    expect(shop.captcha.calls.at(-1)).toMatchObject({ token: CAPTCHA_OK, action: 'login', remoteIp: ownerIp });
  });

  it('does not let one address push an account into the captcha: its refused attempts do not count', async () => {
    const owner = await createConfirmedAccount(shop, 'one-address@example.com');
    const attacker = '192.0.2.90';
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await post(shop, '/customer/auth/login', { email: owner.email, password: `x-${attempt}-xyz` }, { ip: attacker });
    }
    await login(shop, owner, { ip: '203.0.113.34' });
  });

  it('limits attempts per IP across accounts', async () => {
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expectError(
        await post(shop, '/customer/auth/login', { email: `spray${attempt}@example.com`, password: 'x' }, { ip }),
        401,
      );
    }
    expectError(await post(shop, '/customer/auth/login', account, { ip }), 429);
    await login(shop, account); // from another address it still works
  });

  it('skips the per-IP limit when the client address is unknown (no shared bucket for everyone)', async () => {
    const anonymous = async (email: string) =>
      shop.app.request('/customer/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
    for (let attempt = 0; attempt < 21; attempt += 1) {
      expect((await anonymous(`unknown-ip-${attempt}@example.com`)).status).toBe(401);
    }
    // The account-wide cap still holds: 30 attempts on one account, then a captcha is needed.
    for (let attempt = 1; attempt < 30; attempt += 1) {
      expect((await anonymous('unknown-ip-0@example.com')).status).toBe(401);
    }
    expect((await anonymous('unknown-ip-0@example.com')).status).toBe(422);
  });

  it('validates the body with translated field errors', async () => {
    const response = await post(shop, '/customer/auth/login', { email: 'nope', password: '' }, { language: 'fr' });
    expect(expectError(response, 422).errors).toEqual({
      email: ['Veuillez saisir une adresse e-mail valide.'],
      password: ['Ce champ est obligatoire.'],
    });
  });
});
