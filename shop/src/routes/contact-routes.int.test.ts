import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageResponse } from '../contract';
import { contactMessages, outbox } from '../db/schema';
import { DEFAULT_CONTACT_INBOX } from '../deps';
import { apiMessages } from '../i18n/messages';
import { de } from '../mail/copy/de';
import { en } from '../mail/copy/en';
import { fr } from '../mail/copy/fr';
import { bodyOf, expectError, mailbox, post, randomIp } from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { useTestShop } from '../testing/shop-fixture';
import { createTestShop } from '../testing/test-app';

const shop = useTestShop();

let counter = 0;
function contactBody(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Lena',
    last_name: 'Gärtner',
    email: `lena.${counter}@example.com`,
    phone: '+49 30 1234567',
    message: 'Hallo!\nWann kommt die Lemon Haze wieder rein?\n\nViele Grüße',
    captcha: CAPTCHA_OK,
    ...extra,
  };
}

async function outboxTo(to: string) {
  return shop.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.seq));
}

describe('POST /contact/messages', () => {
  it('stores the message and mails the shop (reply-to the sender) and the sender (in their language)', async () => {
    const body = contactBody({ email: 'Lena.Store@Example.com' });
    const response = await post(shop, '/contact/messages', body, { language: 'de-DE,de;q=0.9' });
    expect(response.status).toBe(201);
    expect(bodyOf(response, messageResponse).message).toBe(apiMessages.de.contactSent);

    const [stored] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'lena.store@example.com'));
    expect(stored).toMatchObject({
      firstName: 'Lena',
      lastName: 'Gärtner',
      phone: '+49 30 1234567',
      language: 'de',
      message: body.message,
    });

    const [toShop] = (await outboxTo(DEFAULT_CONTACT_INBOX)).filter((mail) => mail.text.includes('lena.store@'));
    expect(toShop).toMatchObject({ kind: 'contact-message', locale: 'en', replyTo: 'lena.store@example.com' });
    expect(toShop?.subject).toBe(en.kinds['contact-message'].subject);
    expect(toShop?.text).toContain('Name: Lena Gärtner');
    expect(toShop?.text).toContain('Phone: +49 30 1234567');
    expect(toShop?.text).toContain('Language: German');
    // The message as typed, line breaks included, quoted.
    expect(toShop?.text).toContain('> Hallo!\n> Wann kommt die Lemon Haze wieder rein?\n>\n> Viele Grüße');
    expect(toShop?.html).toContain('white-space:pre-wrap;">Hallo!\nWann kommt');

    const [ack] = await mailbox(shop, 'lena.store@example.com');
    expect(ack).toMatchObject({ kind: 'contact-received', subject: de.kinds['contact-received'].subject });
    expect(ack?.text).toMatch(/^Hallo Lena,/u);
    // The acknowledgement does not repeat the message (the form is no way to mail someone a text).
    expect(ack?.text).not.toContain('Lemon Haze');
  });

  it('takes the acknowledgement language from `language` over Accept-Language, and the phone as optional', async () => {
    const body = contactBody({ language: 'fr', phone: undefined });
    const response = await post(shop, '/contact/messages', body, { language: 'es' });
    expect(response.status).toBe(201);
    expect(bodyOf(response, messageResponse).message).toBe(apiMessages.es.contactSent);
    const [ack] = await mailbox(shop, body.email);
    expect(ack?.subject).toBe(fr.kinds['contact-received'].subject);
    const [toShop] = (await outboxTo(DEFAULT_CONTACT_INBOX)).filter((mail) => mail.replyTo === body.email);
    expect(toShop?.text).toContain('Phone: not given');
    expect(toShop?.text).toContain('Language: French');
  });

  it('sends to the configured inbox', async () => {
    const other = await createTestShop({ config: { contactInbox: 'team@shop.test' } });
    try {
      const body = contactBody();
      expect((await post(other, '/contact/messages', body)).status).toBe(201);
      const [toShop] = await mailbox(other, 'team@shop.test');
      expect(toShop?.kind).toBe('contact-message');
    } finally {
      await other.close();
    }
  });

  it('requires the captcha and stores nothing without it', async () => {
    const missing = contactBody({ captcha: undefined });
    const refusedMissing = expectError(await post(shop, '/contact/messages', missing, { language: 'de' }), 422);
    expect(refusedMissing.errors?.['captcha']).toEqual([apiMessages.de.required]);

    const wrong = contactBody({ captcha: 'robot' });
    const refusedWrong = expectError(await post(shop, '/contact/messages', wrong, { language: 'de' }), 422);
    expect(refusedWrong.errors?.['captcha']).toEqual([apiMessages.de.captchaFailed]);
    expect(shop.captcha.calls.at(-1)?.action).toBe('contact');

    for (const body of [missing, wrong]) {
      const stored = await shop.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
      expect(stored).toEqual([]);
      expect(await mailbox(shop, body.email)).toEqual([]);
    }
  });

  it('answers 422 with translated field errors', async () => {
    const response = await post(
      shop,
      '/contact/messages',
      contactBody({ first_name: ' ', email: 'not-an-address', phone: '12 34', message: 'Zu kurz' }),
      { language: 'de' },
    );
    const error = expectError(response, 422);
    expect(error.message).toBe(apiMessages.de.validationFailed);
    expect(error.errors).toEqual({
      first_name: [apiMessages.de.required],
      email: [apiMessages.de.email],
      phone: [apiMessages.de.phoneFormat],
      message: [apiMessages.de.tooShort(10)],
    });
  });

  it('refuses control characters but keeps line breaks and tabs', async () => {
    const bad = expectError(
      await post(shop, '/contact/messages', contactBody({ message: 'Hallo\u0000 da draußen, wie geht es?' })),
      422,
    );
    expect(bad.errors?.['message']).toEqual([apiMessages.en.controlCharacters]);
    const good = await post(shop, '/contact/messages', contactBody({ message: 'Zeile eins\r\n\tZeile zwei' }));
    expect(good.status).toBe(201);
  });

  it('limits messages to 5 per hour and IP address (429 with Retry-After)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(shop, '/contact/messages', contactBody(), { ip })).status).toBe(201);
    }
    const blocked = await post(shop, '/contact/messages', contactBody(), { ip, language: 'fr' });
    const error = expectError(blocked, 429);
    expect(error.message).toBe(apiMessages.fr.tooManyRequests);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    shop.clock.advance(60 * 60 * 1000);
    expect((await post(shop, '/contact/messages', contactBody(), { ip })).status).toBe(201);
  });
});
