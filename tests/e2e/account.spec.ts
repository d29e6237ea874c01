import { expect, test, type Page } from '@playwright/test';
import {
  mailLink,
  registerAndConfirm,
  signIn,
  submitSignIn,
  ui,
  uniqueEmail,
  type Ui,
  type UiLocale,
} from './support/customer';

/**
 * The whole life of a customer account, in English and in German: register, confirm, sign in,
 * edit the profile and addresses, change the e-mail address, sign out, reset the password, delete
 * the account and restore it. Every e-mailed link is taken from the dev mailbox.
 */

const header = (page: Page) => page.getByRole('banner');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

for (const locale of ['en', 'de'] as const satisfies readonly UiLocale[]) {
  const t: Ui = ui[locale];

  test.describe(() => {
    // A German shopper with a German browser; the English one with an American browser.
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-US' });

    test(`${locale}: an account from registration to restore`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const used = new Set<string>();
      const password = 'Gr0wing-Tomatoes-42!';
      const newPassword = 'Blue-Harvest-Moon-77';
      let email = uniqueEmail(`e2e-${locale}`);

      await test.step('register and confirm the e-mail address', async () => {
        await registerAndConfirm(page, request, t, { email, password, firstName: 'Alex', lastName: 'Grower' });
      });

      await test.step('signed out, the account page sends to sign-in and back (return_to)', async () => {
        await page.goto(`${t.prefix}/account?tab=addresses`);
        const returnTo = encodeURIComponent(`${t.prefix}/account?tab=addresses`);
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/login\\?return_to=${returnTo}$`));
        await submitSignIn(page, t, email, password);
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/account\\?tab=addresses$`), { timeout: 20_000 });
        await expect(page.getByRole('tab', { name: t.addressesTab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expect(header(page).getByText('Alex')).toBeVisible();
        await openTab(page, t.informationTab);
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/account$`));
      });

      await test.step('edit the profile', async () => {
        await page.getByRole('textbox', { name: t.firstName, exact: true }).first().fill('Robin');
        await page.getByRole('button', { name: t.saveChanges }).first().click();
        await expect(page.getByText(t.profileSaved)).toBeVisible();
        await expect(header(page).getByText('Robin')).toBeVisible({ timeout: 15_000 });
      });

      await test.step('add a Spanish address with a valid NIE (the wrong one is refused at its field)', async () => {
        await openTab(page, t.addressesTab);
        await expect(page).toHaveURL(/[?&]tab=addresses/);
        await page.reload();
        await expect(page.getByRole('tab', { name: t.addressesTab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );

        await page.getByRole('button', { name: t.addAddress }).click();
        const form = page.getByRole('form');
        await form.getByRole('combobox', { name: t.country, exact: true }).selectOption('ES');
        const taxId = form.getByRole('textbox', { name: t.dniNie, exact: true });
        await expect(taxId).toBeVisible();
        await form.getByRole('textbox', { name: t.street, exact: true }).fill('Calle Mayor');
        await form.getByRole('textbox', { name: t.houseNumber, exact: true }).fill('12');
        await form.getByRole('textbox', { name: t.postalCode, exact: true }).fill('28013');
        await form.getByRole('textbox', { name: t.city, exact: true }).fill('Madrid');
        await form.getByRole('textbox', { name: t.state, exact: true }).fill('Madrid');
        await taxId.fill('X1234567A');
        await form.getByRole('checkbox', { name: t.primaryAddress, exact: true }).check();
        await form.getByRole('button', { name: t.saveAddress }).click();
        await expect(taxId).toHaveAttribute('aria-invalid', 'true');
        await expect(taxId).toBeFocused();
        await expect(form.getByRole('textbox', { name: t.street, exact: true })).toHaveValue('Calle Mayor');

        await taxId.fill('X1234567L');
        await form.getByRole('button', { name: t.saveAddress }).click();
        await expect(page.getByText(t.addressSaved)).toBeVisible();
        const card = page.getByRole('article').filter({ hasText: 'Calle Mayor 12' });
        await expect(card).toBeVisible();
        await expect(card.getByText(t.primaryBadge, { exact: true })).toBeVisible();
        await expect(card).toContainText('X1234567L');
      });

      await test.step('add a German address for delivery', async () => {
        await page.getByRole('button', { name: t.addAddress }).click();
        const form = page.getByRole('form');
        await form.getByRole('combobox', { name: t.country, exact: true }).selectOption('DE');
        await expect(form.getByRole('textbox', { name: t.taxIdGeneric, exact: true })).toBeVisible();
        await form.getByRole('textbox', { name: t.street, exact: true }).fill('Hauptstraße');
        await form.getByRole('textbox', { name: t.houseNumber, exact: true }).fill('5');
        await form.getByRole('textbox', { name: t.postalCode, exact: true }).fill('10115');
        await form.getByRole('textbox', { name: t.city, exact: true }).fill('Berlin');
        await form.getByRole('checkbox', { name: t.deliveryAddress, exact: true }).check();
        await form.getByRole('button', { name: t.saveAddress }).click();
        await expect(page.getByRole('article').filter({ hasText: 'Hauptstraße 5' })).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(2);
      });

      await test.step('edit an address, make it primary, delete one after confirming', async () => {
        const berlin = page.getByRole('article').filter({ hasText: 'Hauptstraße 5' });
        await berlin.getByRole('button', { name: t.edit }).click();
        const form = page.getByRole('form');
        await form.getByRole('textbox', { name: t.postalCode, exact: true }).fill('20095');
        await form.getByRole('textbox', { name: t.city, exact: true }).fill('Hamburg');
        await form.getByRole('button', { name: t.saveChanges }).click();
        await expect(page.getByText(t.addressUpdated)).toBeVisible();
        const hamburg = page.getByRole('article').filter({ hasText: '20095 Hamburg' });
        await expect(hamburg).toBeVisible();

        await hamburg.getByRole('button', { name: t.makePrimary }).click();
        await expect(hamburg.getByText(t.primaryBadge, { exact: true })).toBeVisible();
        await expect(
          page.getByRole('article').filter({ hasText: 'Calle Mayor 12' }).getByText(t.primaryBadge, { exact: true }),
        ).toBeHidden();

        await hamburg.getByRole('button', { name: t.delete }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText('Hauptstraße 5');
        await dialog.getByRole('button', { name: t.deleteAddress }).click();
        await expect(page.getByText(t.addressDeleted)).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(1);
      });

      await test.step('change the e-mail address and confirm it from the new mailbox', async () => {
        await openTab(page, t.informationTab);
        const newEmail = uniqueEmail(`e2e-${locale}-new`);
        await page.getByRole('textbox', { name: t.newEmail, exact: true }).fill(newEmail);
        const emailForm = page
          .locator('form')
          .filter({ has: page.getByRole('textbox', { name: t.newEmail, exact: true }) });
        await emailForm.getByRole('textbox', { name: t.currentPassword, exact: true }).fill(password);
        await emailForm.getByRole('button', { name: t.changeEmail }).click();
        await expect(emailForm.getByRole('status')).toContainText(newEmail);

        await page.goto(await mailLink(request, newEmail, '/email-change-confirm', used));
        await expect(page.getByRole('heading', { name: t.emailChanged })).toBeVisible({ timeout: 15_000 });
        email = newEmail;
      });

      await test.step('sign out: "See you later", then the home page', async () => {
        await page.goto(`${t.prefix}/account`);
        await header(page).getByText('Robin').click();
        await header(page).getByRole('button', { name: t.signOut }).click();
        await expect(page.getByText(t.seeYouLater)).toBeVisible();
        await expect
          .poll(() => new URL(page.url()).pathname, { timeout: 20_000 })
          .toBe(t.prefix === '' ? '/' : t.prefix);
        await expect(header(page).getByRole('link', { name: t.signIn })).toBeVisible({ timeout: 15_000 });
      });

      await test.step('forgot password, reset it from the mail, sign in with the new one', async () => {
        await page.goto(`${t.prefix}/forgot-password`);
        await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
        await page.getByRole('button', { name: t.sendLink }).click();
        await expect(page.getByRole('heading', { name: t.checkMailbox })).toBeVisible({ timeout: 60_000 });

        await page.goto(await mailLink(request, email, '/reset-password', used));
        await page.getByRole('textbox', { name: t.newPassword, exact: true }).fill(newPassword);
        await page.getByRole('textbox', { name: t.newPasswordConfirm, exact: true }).fill(newPassword);
        await page.getByRole('button', { name: t.saveNewPassword }).click();
        await expect(page.getByRole('heading', { name: t.passwordChanged })).toBeVisible();

        // A return_to that leaves the site is not followed: the account page is the fallback.
        await page.goto(`${t.prefix}/login?return_to=//evil.example/account`);
        await submitSignIn(page, t, email, newPassword);
        await expect(page).toHaveURL(new RegExp(`^http://[^/]+${t.prefix}/account$`), { timeout: 20_000 });
      });

      await test.step('request the deletion and confirm it from the mail', async () => {
        const deleteForm = page.locator('form').filter({ has: page.getByRole('button', { name: t.requestDeletion }) });
        await deleteForm.getByRole('textbox', { name: t.currentPassword, exact: true }).fill(newPassword);
        await deleteForm.getByRole('button', { name: t.requestDeletion }).click();
        await expect(deleteForm.getByRole('status')).not.toBeEmpty();

        await page.goto(await mailLink(request, email, '/delete-customer', used));
        await page.getByRole('button', { name: t.deleteMyAccount }).click();
        await expect(page.getByRole('heading', { name: t.accountDeleted })).toBeVisible();
        await expect(header(page).getByRole('link', { name: t.signIn })).toBeVisible({ timeout: 15_000 });
      });

      await test.step('a deleted account cannot sign in', async () => {
        await page.goto(`${t.prefix}/login`);
        await submitSignIn(page, t, email, newPassword);
        await expect(page.getByRole('alert').filter({ hasText: t.accountDeletedRefusal })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/login`));
        await expect(page.getByRole('textbox', { name: t.email, exact: true })).toHaveValue(email);
      });

      await test.step('restore the account through /restore-customer, then sign in', async () => {
        await page.goto(`${t.prefix}/restore-customer`);
        await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
        await page.getByRole('button', { name: t.sendRestoreLink }).click();
        await expect(page.getByRole('heading', { name: t.checkMailbox })).toBeVisible({ timeout: 60_000 });

        await page.goto(await mailLink(request, email, '/restore-customer', used));
        await expect(page.getByRole('heading', { name: t.accountRestored })).toBeVisible({ timeout: 15_000 });
        await signIn(page, t, email, newPassword);
      });
    });
  });
}

test('a German page gets the shop’s messages in German, also in an English browser', async ({ page }) => {
  await page.goto('/de/login');
  await submitSignIn(page, ui.de, uniqueEmail('e2e-nobody'), 'Not-The-Right-One-42');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Die E-Mail-Adresse oder das Passwort ist falsch.',
  );
});
