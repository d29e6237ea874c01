import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailLink, uniqueEmail } from './support/customer';
import { axeBuilder } from './support/axe';

/**
 * The contact form on /de/contact-us and the newsletter sign-up of the home page's newsletter
 * block, in German: the form is checked in the browser, sent with the invisible captcha, and the
 * mails it causes are read from the dev mailbox (`/api/dev/mailbox`).
 */

test.use({ locale: 'de-DE' });

/** The shop's contact inbox as the demo configures it (SHOP_CONTACT_INBOX). */
const contactInbox = 'kontakt@seedshop.example';

interface Mail {
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
}

function isMail(value: unknown): value is Mail {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    typeof value.kind === 'string' &&
    'subject' in value &&
    typeof value.subject === 'string' &&
    'text' in value &&
    typeof value.text === 'string'
  );
}

/** Ids of the serious and critical axe (WCAG 2.1 AA) violations on the page. */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Waits for a mail to `to` that `matches`, and returns it. */
async function awaitMail(request: APIRequestContext, to: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        // A dev server that is busy recompiling may drop a request: ask again at the next interval.
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`).catch(() => null);
        if (response === null || !response.ok()) return false;
        // A list, newest first (the shop's own `/dev/mailbox` wraps it in `{messages}`).
        const body: unknown = await response.json();
        const messages: unknown[] = Array.isArray(body)
          ? body
          : typeof body === 'object' && body !== null && 'messages' in body && Array.isArray(body.messages)
            ? body.messages
            : [];
        found = messages.filter(isMail).find(matches);
        return found !== undefined;
      },
      { message: `a mail to ${to}`, timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`No matching mail to ${to}`);
  return found;
}

test('de: a message through the contact form reaches the shop’s inbox and is acknowledged', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('e2e-contact');
  const marker = `Frage ${Date.now()}`;
  const message = `${marker}: Wann ist die Lemon Haze wieder lieferbar?\nDanke und viele Grüße`;

  await page.goto('/de/contact-us');
  const form = page.getByRole('main');
  // The button comes alive with the island (before that, a press would send the form as a GET).
  await expect(form.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled({ timeout: 60_000 });
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Lena');
  await form.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Gärtner');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
  await form.getByRole('textbox', { name: /^Telefon/u }).fill('+49 30 1234567');

  await test.step('a message that is too short is refused in the browser, nothing typed is lost', async () => {
    await form.getByRole('textbox', { name: 'Deine Nachricht', exact: true }).fill('Hallo');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByText('Bitte gib mindestens 10 Zeichen ein.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Deine Nachricht', exact: true })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('Lena');
  });

  await test.step('sent, it says thank you', async () => {
    await form.getByRole('textbox', { name: 'Deine Nachricht', exact: true }).fill(message);
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    // The proof of work of the captcha takes a few seconds in a slow headless browser.
    await expect(page.getByRole('heading', { name: 'Danke, deine Nachricht ist angekommen' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('the shop’s inbox has the message, the sender an acknowledgement in German', async () => {
    const toShop = await awaitMail(request, contactInbox, (mail) => mail.text.includes(marker));
    expect(toShop.kind).toBe('contact-message');
    expect(toShop.text).toContain(`Name: Lena Gärtner`);
    expect(toShop.text).toContain(`Email: ${email}`);
    expect(toShop.text).toContain('> Danke und viele Grüße');
    const ack = await awaitMail(request, email, (mail) => mail.kind === 'contact-received');
    expect(ack.subject).toBe('Deine Nachricht ist bei uns angekommen');
    expect(ack.text).toMatch(/^Hallo Lena,/u);
  });
});

test('de: newsletter sign-up on the home page, confirmed from the mail with a button, unsubscribed from the welcome mail', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('e2e-newsletter');

  await page.goto('/de');
  const block = page.getByRole('region').filter({ has: page.getByRole('button', { name: 'Abonnieren' }) });
  await expect(block.getByRole('button', { name: 'Abonnieren' })).toBeEnabled({ timeout: 60_000 });
  await block.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
  await block.getByRole('button', { name: 'Abonnieren' }).click();
  // The panel replaces the form (and its button) inside the block.
  await expect(page.getByRole('heading', { name: 'Bitte schau in dein Postfach' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(email)).toBeVisible();

  const link = await mailLink(request, email, '/newsletter/confirm');
  expect(link).toMatch(/^\/de\/newsletter\/confirm\?token=/u);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung bestätigen' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Ja, Newsletter abonnieren' });
  await expect(confirm).toBeEnabled({ timeout: 60_000 });
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Du bist angemeldet' })).toBeVisible({ timeout: 15_000 });

  // The link works once.
  await page.goto(link);
  await expect(confirm).toBeEnabled({ timeout: 60_000 });
  await confirm.click();
  await expect(page.getByRole('heading', { name: 'Dieser Link funktioniert nicht mehr' })).toBeVisible({
    timeout: 15_000,
  });

  await test.step('the welcome mail’s unsubscribe link unsubscribes on a button press, once', async () => {
    const welcome = await awaitMail(request, email, (mail) => mail.kind === 'newsletter-welcome');
    expect(welcome.subject).toBe('Willkommen beim seedshop-Newsletter');
    const url = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/u.exec(welcome.text)?.[0];
    if (url === undefined) throw new Error('no unsubscribe link in the welcome mail');
    const unsubscribeLink = `${new URL(url).pathname}${new URL(url).search}`;
    expect(unsubscribeLink).toMatch(/^\/de\/newsletter\/unsubscribe\?token=/u);

    await page.goto(unsubscribeLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Vom Newsletter abmelden' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/u);
    const unsubscribe = page.getByRole('main').getByRole('button', { name: 'Abmelden', exact: true });
    await expect(unsubscribe).toBeEnabled({ timeout: 60_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await unsubscribe.click();
    await expect(page.getByRole('heading', { name: 'Du bist abgemeldet' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Du bist abgemeldet' })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto(unsubscribeLink);
    await expect(unsubscribe).toBeEnabled({ timeout: 60_000 });
    await unsubscribe.click();
    await expect(page.getByRole('heading', { name: 'Dieser Abmeldelink funktioniert nicht mehr' })).toBeVisible({
      timeout: 15_000,
    });
  });
});
