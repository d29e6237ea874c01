import { expect, test, type Page } from '@playwright/test';
import { mailLink, registerAndConfirm, signIn, ui, uniqueEmail, type UiLocale } from './support/customer';
import { axeBuilder } from './support/axe';

/** What the confirmation page says about a refused link, per language. */
const words = {
  en: {
    usedTitle: 'Your e-mail address is already confirmed',
    usedText: 'This link has been used before, so there is nothing left to do.',
    invalidTitle: 'This link does not work',
    renewSignedOut: /If your address is not confirmed yet, we will send you a new confirmation link/,
    renewSignedIn: 'You are signed in: your account shows your e-mail address.',
    signIn: 'Sign in',
    toAccount: 'Go to my account',
  },
  de: {
    usedTitle: 'Deine E-Mail-Adresse ist bereits bestätigt',
    usedText: 'Dieser Link wurde schon verwendet, es ist also nichts mehr zu tun.',
    invalidTitle: 'Dieser Link funktioniert nicht',
    renewSignedOut: /Ist deine Adresse noch nicht bestätigt, schicken wir dir einen neuen Bestätigungslink/,
    renewSignedIn: 'Du bist angemeldet: Dein Konto zeigt deine E-Mail-Adresse.',
    signIn: 'Anmelden',
    toAccount: 'Zu meinem Konto',
  },
} as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The page's offered next steps: the links of the result panel, by name. */
async function expectOnlyStep(page: Page, offered: string, notOffered: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: offered, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: notOffered, exact: true })).toHaveCount(0);
  // The field-length rule of the token field is no news for a shopper who clicked a link.
  await expect(main).not.toContainText('16');
}

for (const locale of ['en', 'de'] as const satisfies readonly UiLocale[]) {
  test(`a used and a bad e-mail confirmation link say what happened and offer the right next step (${locale})`, async ({
    page,
    request,
  }) => {
    // Registration solves the captcha in the browser; two busy cores need time for it.
    test.setTimeout(180_000);
    const t = ui[locale];
    const w = words[locale];
    const customer = {
      email: uniqueEmail(`e2e-links-${locale}`),
      password: 'Gr0wing-Tomatoes-42!',
      firstName: 'Lina',
      lastName: 'Link',
    };
    await registerAndConfirm(page, request, t, customer);
    // The link from the mail once more: it did its work already.
    const usedLink = await mailLink(request, customer.email, '/confirm-email');
    const badLink = `${t.prefix}/confirm-email?token=abc`;

    await test.step('signed out, the used link: already confirmed, sign in', async () => {
      await page.goto(usedLink);
      await expect(page.getByRole('heading', { level: 2, name: w.usedTitle })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(w.usedText)).toBeVisible();
      await expectOnlyStep(page, w.signIn, w.toAccount);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('signed out, a bad link: it does not work, sign in for a new one', async () => {
      await page.goto(badLink);
      await expect(page.getByRole('heading', { level: 2, name: w.invalidTitle })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(w.renewSignedOut)).toBeVisible();
      await expectOnlyStep(page, w.signIn, w.toAccount);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await signIn(page, t, customer.email, customer.password);

    await test.step('signed in, the used link: already confirmed, the account and never sign-in', async () => {
      await page.goto(usedLink);
      await expect(page.getByRole('heading', { level: 2, name: w.usedTitle })).toBeVisible({ timeout: 15_000 });
      await expectOnlyStep(page, w.toAccount, w.signIn);
      await page.getByRole('main').getByRole('link', { name: w.toAccount, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/account(\\?|$)`));
    });

    await test.step('signed in, a bad link: it does not work, the account and never sign-in', async () => {
      await page.goto(badLink);
      await expect(page.getByRole('heading', { level: 2, name: w.invalidTitle })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(w.renewSignedIn)).toBeVisible();
      await expectOnlyStep(page, w.toAccount, w.signIn);
      expect(await seriousViolations(page)).toEqual([]);
    });

    await test.step('signed in, the link without its token: the way on is the account, not sign-in', async () => {
      await page.goto(`${t.prefix}/confirm-email`);
      const main = page.getByRole('main');
      await expect(main.locator(`a[href="${t.prefix}/account"]`)).toBeVisible({ timeout: 15_000 });
      await expect(main.locator(`a[href="${t.prefix}/login"]`)).toHaveCount(0);
    });
  });
}
