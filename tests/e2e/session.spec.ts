import { expect, test } from '@playwright/test';
import { registerAndConfirm, signIn, ui, uniqueEmail } from './support/customer';

test('the session cookie follows the spec and survives an access-token expiry unnoticed', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const t = ui.en;
  const customer = {
    email: uniqueEmail('session'),
    password: 'Tomato-Greenhouse-42',
    firstName: 'Mara',
    lastName: 'Lind',
  };
  await registerAndConfirm(page, request, t, customer);
  await signIn(page, t, customer.email, customer.password);

  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly).toBe(true);
  expect(token?.sameSite).toBe('Lax');
  expect(token?.path).toBe('/');
  // Lifetime ttl × 60 seconds, with the shop's default ttl of 60 minutes.
  const lifetime = (token?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(3500);
  expect(lifetime).toBeLessThanOrEqual(3600);
  // The token never reaches page JavaScript.
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=');

  // The browser drops the access cookie when its lifetime ends; the refresh cookie lives on.
  await context.clearCookies({ name: 'token' });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: t.myAccount })).toBeVisible();
  const renewed = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(renewed?.value).toBeTruthy();
  expect(renewed?.value).not.toBe(token?.value);
});

test('without a session /account sends the visitor to sign in and back', async ({ page }) => {
  await page.goto('/de/account?tab=addresses');
  await expect(page).toHaveURL(/\/de\/login\?return_to=%2Fde%2Faccount%3Ftab%3Daddresses$/);
});
