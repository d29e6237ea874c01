import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers for journeys with a customer account: unique addresses, the dev mailbox, and the
 * registration and sign-in forms in English and German.
 */

export type UiLocale = 'en' | 'de';

/** The words on the account pages that the journeys look for, per language. */
export const ui = {
  en: {
    prefix: '',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    passwordConfirm: 'Repeat password',
    newsletter: 'Send me the e-mail newsletter',
    terms: /I accept the terms and conditions/,
    adult: /I am 18 or older/,
    createAccount: 'Create account',
    checkMailbox: 'Check your mailbox',
    emailConfirmed: 'Your e-mail address is confirmed',
    signIn: 'Sign in',
    myAccount: 'My account',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
    seeYouLater: 'See you later',
    saveChanges: 'Save changes',
    profileSaved: 'Your details have been saved.',
    informationTab: 'Account information',
    addressesTab: 'Addresses',
    addAddress: 'Add address',
    country: 'Country',
    street: 'Street',
    houseNumber: 'House number',
    postalCode: 'Postal code',
    city: 'City',
    // The region field of a Spanish address (its label follows the country).
    state: 'Province (optional)',
    dniNie: 'ID/DNI/NIE (optional)',
    taxIdGeneric: 'Tax/ID number (optional)',
    primaryAddress: 'Primary address',
    deliveryAddress: 'Delivery address',
    saveAddress: 'Save address',
    addressSaved: 'The address has been saved.',
    primaryBadge: 'Primary',
    edit: /^Edit/,
    delete: /^Delete/,
    makePrimary: /^Make primary/,
    deleteAddress: 'Delete address',
    addressUpdated: 'The address has been updated.',
    addressDeleted: 'The address has been deleted.',
    newEmail: 'New e-mail address',
    currentPassword: 'Current password',
    changeEmail: 'Change e-mail address',
    emailChanged: 'Your e-mail address has been changed',
    sendLink: 'Send link',
    newPassword: 'New password',
    newPasswordConfirm: 'Repeat new password',
    saveNewPassword: 'Save new password',
    passwordChanged: 'Your password has been changed',
    requestDeletion: 'Request deletion',
    deleteMyAccount: 'Delete my account',
    accountDeleted: 'Your account has been deleted',
    accountDeletedRefusal: /deleted/,
    sendRestoreLink: 'Send restore link',
    accountRestored: 'Your account is back',
  },
  de: {
    prefix: '/de',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    passwordConfirm: 'Passwort wiederholen',
    newsletter: 'Schick mir den E-Mail-Newsletter',
    terms: /Ich akzeptiere die AGB/,
    adult: /Ich bin 18 Jahre oder älter/,
    createAccount: 'Konto erstellen',
    checkMailbox: 'Sieh in dein Postfach',
    emailConfirmed: 'Deine E-Mail-Adresse ist bestätigt',
    signIn: 'Anmelden',
    myAccount: 'Mein Konto',
    accountMenu: 'Kontomenü',
    signOut: 'Abmelden',
    seeYouLater: 'Bis bald',
    saveChanges: 'Änderungen speichern',
    profileSaved: 'Deine Daten wurden gespeichert.',
    informationTab: 'Kontoinformationen',
    addressesTab: 'Adressen',
    addAddress: 'Adresse hinzufügen',
    country: 'Land',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    state: 'Provinz (optional)',
    dniNie: 'ID/DNI/NIE (optional)',
    taxIdGeneric: 'Steuer- oder Ausweisnummer (optional)',
    primaryAddress: 'Hauptadresse',
    deliveryAddress: 'Lieferadresse',
    saveAddress: 'Adresse speichern',
    addressSaved: 'Die Adresse wurde gespeichert.',
    primaryBadge: 'Hauptadresse',
    edit: /^Bearbeiten/,
    delete: /^Löschen/,
    makePrimary: /^Als Hauptadresse festlegen/,
    deleteAddress: 'Adresse löschen',
    addressUpdated: 'Die Adresse wurde aktualisiert.',
    addressDeleted: 'Die Adresse wurde gelöscht.',
    newEmail: 'Neue E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    changeEmail: 'E-Mail-Adresse ändern',
    emailChanged: 'Deine E-Mail-Adresse wurde geändert',
    sendLink: 'Link senden',
    newPassword: 'Neues Passwort',
    newPasswordConfirm: 'Neues Passwort wiederholen',
    saveNewPassword: 'Neues Passwort speichern',
    passwordChanged: 'Dein Passwort wurde geändert',
    requestDeletion: 'Löschung anfordern',
    deleteMyAccount: 'Mein Konto löschen',
    accountDeleted: 'Dein Konto wurde gelöscht',
    accountDeletedRefusal: /gelöscht/,
    sendRestoreLink: 'Link zur Wiederherstellung senden',
    accountRestored: 'Dein Konto ist wieder da',
  },
} as const;

export type Ui = (typeof ui)[UiLocale];

/** A fresh address per run and call, so journeys never meet each other's accounts. */
export function uniqueEmail(tag = 'e2e'): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.test`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The mails of the dev mailbox, newest first: either a plain list or `{messages: [...]}`. */
function mailsOf(body: unknown): { readonly links: string[] }[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.messages) ? body.messages : [];
  return list.filter(isRecord).map((mail) => ({
    links: Array.isArray(mail.links) ? mail.links.filter((link): link is string => typeof link === 'string') : [],
  }));
}

/**
 * Waits for a mail to `to` with a link to `page` (e.g. `/confirm-email`) that was not used yet,
 * and returns the link's path and query: mails point at SITE_URL, the test may run elsewhere.
 */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  page: string,
  used: Set<string> = new Set(),
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        for (const mail of mailsOf(await response.json())) {
          for (const link of mail.links) {
            const url = new URL(link);
            const path = `${url.pathname}${url.search}`;
            if (url.pathname.endsWith(page) && url.searchParams.has('token') && !used.has(path)) {
              found = path;
              return path;
            }
          }
        }
        return undefined;
      },
      { message: `a mail to ${to} with a link to ${page}`, timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBeTruthy();
  if (found === undefined) throw new Error(`No mail to ${to} with a link to ${page}`);
  used.add(found);
  return found;
}

export interface NewCustomer {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * A client address of its own for each new customer. The test server trusts one proxy hop
 * (`TRUSTED_PROXIES=1` in playwright.config.ts), as behind a load balancer, so each customer's
 * browser is a client of its own and the journeys do not share the per-address limits (five
 * registrations an hour) as they would all from 127.0.0.1.
 */
function clientAddressOf(email: string): string {
  let hash = 0;
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  // 198.18.0.0/15 is reserved for tests of network devices: never a real shopper.
  return `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Registers through the form (captcha included) and confirms the address from the mail. */
export async function registerAndConfirm(page: Page, request: APIRequestContext, t: Ui, customer: NewCustomer) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(customer.email) });
  await page.goto(`${t.prefix}/registration`);
  await page.getByRole('textbox', { name: t.firstName, exact: true }).fill(customer.firstName);
  await page.getByRole('textbox', { name: t.lastName, exact: true }).fill(customer.lastName);
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(customer.email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(customer.password);
  await page.getByRole('textbox', { name: t.passwordConfirm, exact: true }).fill(customer.password);
  await page.getByRole('checkbox', { name: t.newsletter }).check();
  await page.getByRole('checkbox', { name: t.adult }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await page.getByRole('button', { name: t.createAccount, exact: true }).click();
  // The proof of work of the captcha takes a few seconds in a slow headless browser.
  await expect(page.getByRole('heading', { name: t.checkMailbox })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(customer.email)).toBeVisible();

  await page.goto(await mailLink(request, customer.email, '/confirm-email'));
  await expect(page.getByRole('heading', { name: t.emailConfirmed })).toBeVisible({ timeout: 15_000 });
}

/** Fills the sign-in form of the current page and sends it. */
export async function submitSignIn(page: Page, t: Ui, email: string, password: string) {
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.password, exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: t.signIn, exact: true }).click();
}

/** Signs in from /login and waits for the account page. */
export async function signIn(page: Page, t: Ui, email: string, password: string) {
  await page.goto(`${t.prefix}/login`);
  await submitSignIn(page, t, email, password);
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/account(\\?|$)`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: t.myAccount })).toBeVisible();
}
