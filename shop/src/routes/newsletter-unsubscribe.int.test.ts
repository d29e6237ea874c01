import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { customer as customerSchema, messageResponse, type MailboxEntry } from '../contract';
import { outbox } from '../db/schema';
import { apiMessages } from '../i18n/messages';
import { de } from '../mail/copy/de';
import type { MailMessage } from '../ports';
import {
  bodyOf,
  createConfirmedAccount,
  expectError,
  get,
  latestMail,
  login,
  mailbox,
  post,
  randomIp,
  type ApiResponse,
} from '../testing/api-client';
import { CAPTCHA_OK } from '../testing/fake-captcha';
import { newsletterClient } from '../testing/newsletter-client';
import { useTestShop } from '../testing/shop-fixture';
import { PUBLIC_URL, type TestShop } from '../testing/test-app';

const shop = useTestShop();

const { subscribe, confirm, subscription } = newsletterClient(shop);

const unsubscribe = (token: string, language = 'en', ip?: string) =>
  post(shop, '/newsletter/unsubscribe', { token }, { language, ...(ip === undefined ? {} : { ip }) });

/** What a mail program sends to the `List-Unsubscribe` URL (RFC 8058). */
async function oneClick(
  target: TestShop,
  url: string,
  body: string | FormData = 'List-Unsubscribe=One-Click',
  contentType: string | null = 'application/x-www-form-urlencoded',
): Promise<ApiResponse> {
  const { pathname, search } = new URL(url);
  const response = await target.app.request(`${pathname.replace(/^\/api\/shop/u, '')}${search}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': randomIp(), ...(contentType === null ? {} : { 'content-type': contentType }) },
    body,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** The unsubscribe page link of a mail, and its token. */
function unsubscribeLinkOf(mail: MailboxEntry): { link: string; token: string } {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.endsWith('/newsletter/unsubscribe'));
  if (link === undefined) throw new Error(`no unsubscribe link in the ${mail.kind} mail`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

async function listUnsubscribeOf(mailId: string): Promise<string | null | undefined> {
  const [row] = await shop.database.db
    .select({ listUnsubscribe: outbox.listUnsubscribe })
    .from(outbox)
    .where(eq(outbox.id, mailId));
  return row?.listUnsubscribe;
}

/** Signs up and confirms; returns the confirmation and welcome mails. */
async function subscribed(email: string, language = 'en') {
  expect((await subscribe(email, language)).status).toBe(202);
  const confirmation = await latestMail(shop, email, 'confirm-newsletter');
  expect((await confirm(confirmation.token)).status).toBe(200);
  return { confirmation: confirmation.mail, welcome: (await latestMail(shop, email, 'newsletter-welcome')).mail };
}

describe('newsletter unsubscribe', () => {
  it('puts one unsubscribe link into the confirmation and the welcome mail; it works once, after confirming', async () => {
    const email = 'uma@example.com';
    const { confirmation, welcome } = await subscribed(email, 'de');
    const fromConfirmation = unsubscribeLinkOf(confirmation);
    expect(fromConfirmation.link).toMatch(
      new RegExp(`^${PUBLIC_URL}/de/newsletter/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`, 'u'),
    );
    // The confirmation link stays the mail's first link.
    expect(confirmation.links[0]).toContain('/de/newsletter/confirm?token=');
    expect(welcome.subject).toBe(de.kinds['newsletter-welcome'].subject);
    expect(welcome.text).toContain(de.unsubscribe.action);
    expect(unsubscribeLinkOf(welcome).token).toBe(fromConfirmation.token);
    expect(await listUnsubscribeOf(welcome.id)).toBe(
      `${PUBLIC_URL}/api/shop/newsletter/unsubscribe/one-click?token=${fromConfirmation.token}`,
    );
    expect(await listUnsubscribeOf(confirmation.id)).toBe(await listUnsubscribeOf(welcome.id));

    // The link does not expire.
    shop.clock.advance(400 * 24 * 60 * 60_000);
    const response = await unsubscribe(fromConfirmation.token, 'de');
    expect(response.status).toBe(200);
    expect(bodyOf(response, messageResponse).message).toBe(apiMessages.de.newsletterUnsubscribed);
    expect(await subscription(email)).toMatchObject({
      status: 'unsubscribed',
      tokenHash: null,
      unsubscribeTokenHash: null,
      unsubscribedAt: shop.clock.now(),
    });

    const again = expectError(await unsubscribe(fromConfirmation.token, 'de'), 404);
    expect(again.message).toBe(apiMessages.de.unsubscribeLinkInvalid);
  });

  it('lets an unsubscribed address sign up again, with a new link', async () => {
    const email = 'vera@example.com';
    const { welcome } = await subscribed(email);
    const first = unsubscribeLinkOf(welcome).token;
    expect((await unsubscribe(first)).status).toBe(200);

    const { welcome: second } = await subscribed(email);
    expect(unsubscribeLinkOf(second).token).not.toBe(first);
    expect((await subscription(email))?.status).toBe('active');
    expectError(await unsubscribe(first), 404);
  });

  it('cancels a pending sign-up: its confirmation link stops working', async () => {
    const email = 'wanda@example.com';
    await subscribe(email);
    const { mail, token } = await latestMail(shop, email, 'confirm-newsletter');
    expect((await unsubscribe(unsubscribeLinkOf(mail).token)).status).toBe(200);
    expectError(await confirm(token), 422);
    expect((await subscription(email))?.status).toBe('unsubscribed');
    expect((await mailbox(shop, email)).filter((entry) => entry.kind === 'newsletter-welcome')).toEqual([]);
  });

  it('lets the newest sign-up’s link win for a pending address', async () => {
    const email = 'xenia@example.com';
    await subscribe(email);
    const older = unsubscribeLinkOf((await latestMail(shop, email, 'confirm-newsletter')).mail).token;
    await subscribe(email);
    const newer = unsubscribeLinkOf((await latestMail(shop, email, 'confirm-newsletter')).mail).token;
    expectError(await unsubscribe(older), 404);
    expect((await unsubscribe(newer)).status).toBe(200);
  });

  it('switches the newsletter setting of a customer account with the address off', async () => {
    const account = await createConfirmedAccount(shop, 'yara@example.com', { newsletter: false });
    const { welcome } = await subscribed(account.email);
    const accountNewsletter = async () => {
      const session = await login(shop, account);
      return bodyOf(await get(shop, '/customer/account', { token: session.token }), customerSchema).newsletter;
    };
    expect(await accountNewsletter()).toBe(true);
    expect((await unsubscribe(unsubscribeLinkOf(welcome).token)).status).toBe(200);
    expect(await accountNewsletter()).toBe(false);
  });

  it('answers an unknown token, of any shape, exactly like a used one', async () => {
    const { welcome } = await subscribed('zoe@example.com');
    const used = unsubscribeLinkOf(welcome).token;
    await unsubscribe(used);
    const usedAnswer = await unsubscribe(used, 'fr');
    const unknownAnswer = await unsubscribe('x'.repeat(43), 'fr');
    expect(unknownAnswer.status).toBe(404);
    expect(unknownAnswer.body).toEqual(usedAnswer.body);
    expect(expectError(unknownAnswer, 404).message).toBe(apiMessages.fr.unsubscribeLinkInvalid);
    expect(expectError(await unsubscribe('short', 'es'), 404).message).toBe(apiMessages.es.unsubscribeLinkInvalid);
  });

  it('takes the one-click POST of mail programs at the List-Unsubscribe URL', async () => {
    const { welcome } = await subscribed('anouk@example.com', 'fr');
    const url = await listUnsubscribeOf(welcome.id);
    if (url === null || url === undefined) throw new Error('no List-Unsubscribe URL');

    expectError(
      await oneClick(shop, url, JSON.stringify({ 'List-Unsubscribe': 'One-Click' }), 'application/json'),
      415,
    );
    expectError(await oneClick(shop, url, 'List-Unsubscribe=Two-Clicks'), 422);
    expectError(await oneClick(shop, url.replace(/token=.*/u, 'token=unknown-token-0123456789')), 404);
    expect((await subscription('anouk@example.com'))?.status).toBe('active');

    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await oneClick(shop, url, form, null);
    expect(response.status).toBe(200);
    expect(bodyOf(response, messageResponse).message).toBe(apiMessages.en.newsletterUnsubscribed);
    expect((await subscription('anouk@example.com'))?.status).toBe('unsubscribed');
    expectError(await oneClick(shop, url), 404);
  });

  it('limits unsubscribe attempts per IP address (429)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i += 1) expectError(await unsubscribe(`guess-${i}-0123456789abcdef`, 'en', ip), 404);
    const blocked = expectError(await unsubscribe('guess-61-0123456789abcdef', 'de', ip), 429);
    expect(blocked.message).toBe(apiMessages.de.tooManyRequests);
    expect((await unsubscribe('guess-62-0123456789abcdef', 'en')).status).toBe(404);
  });
});

describe('newsletter mail over a transport', () => {
  const sent: MailMessage[] = [];
  const transportShop = useTestShop({
    transport: {
      send: async (message) => {
        sent.push(message);
      },
    },
  });

  it('hands the one-click URL to the transport (List-Unsubscribe), and only with newsletter mail', async () => {
    const email = 'bea@example.com';
    await post(transportShop, '/newsletter/subscriptions', { email, captcha: CAPTCHA_OK });
    await vi.waitFor(() => expect(sent.some((message) => message.to === email)).toBe(true));
    const confirmation = sent.find((message) => message.to === email);
    expect(confirmation?.listUnsubscribe).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/shop/newsletter/unsubscribe/one-click\\?token=[A-Za-z0-9_-]{43}$`, 'u'),
    );

    await createConfirmedAccount(transportShop, 'carl@example.com');
    await vi.waitFor(() => expect(sent.some((message) => message.to === 'carl@example.com')).toBe(true));
    expect(sent.find((message) => message.to === 'carl@example.com')?.listUnsubscribe).toBeUndefined();
  });
});
