// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@seedshop/locales';
import { pathTo } from '@/routing/paths';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { RegistrationForm } from './registration-form';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/ui/toast/notify', async () => (await import('@/ui/testing/island-mocks')).notifyModule);
vi.mock('@/ui/captcha/use-captcha', async () => (await import('@/ui/testing/island-mocks')).captchaModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function links(locale: Locale) {
  return { login: pathTo(locale, 'login'), terms: pathTo(locale, 'terms'), privacy: pathTo(locale, 'privacy') };
}

describe('RegistrationForm', () => {
  it('sends the Instagram name with the registration', async () => {
    callShop.mockResolvedValue({ ok: true, status: 201, data: { message: 'ok' } });
    renderInIntl(<RegistrationForm locale="en" links={links('en')} />);
    type(/^First name/u, 'Robin');
    type(/^Last name/u, 'Grower');
    type(/^E-mail/u, 'robin@example.com');
    type(/^Instagram/u, '@green.fingers');
    type(/^Password/u, 'Long-enough-pass-2030');
    type(/^Confirm password|^Repeat password|^Password confirmation/u, 'Long-enough-pass-2030');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/iu }));
    fireEvent.click(screen.getByRole('checkbox', { name: /18 or older/u }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(callShop).toHaveBeenCalledWith(
      'customer/auth/register',
      expect.objectContaining({
        json: expect.objectContaining({ instagram: '@green.fingers', adult_confirmed: true }),
      }),
    );
  });

  it.each([
    [
      'en',
      /^First name/u,
      /^Last name/u,
      /^E-mail/u,
      /^Password/u,
      /^Confirm password|^Repeat password/u,
      /terms/iu,
      'Create account',
      /18 or older/u,
      'Please confirm that you are 18 or older.',
    ],
    [
      'de',
      /^Vorname/u,
      /^Nachname/u,
      /^E-Mail/u,
      /^Passwort/u,
      /^Passwort wiederholen|^Passwort bestätigen/u,
      /AGB/u,
      'Konto erstellen',
      /18 Jahre oder älter/u,
      'Bitte bestätige, dass du mindestens 18 Jahre alt bist.',
    ],
  ] as const)(
    'in %s, asks for the confirmation of being 18 or older and sends nothing without it',
    async (locale, first, last, email, password, confirm, terms, submit, adult, message) => {
      renderInIntl(<RegistrationForm locale={locale} links={links(locale)} />, locale);
      type(first, 'Robin');
      type(last, 'Grower');
      type(email, 'robin@example.com');
      const [passwordField] = screen.getAllByLabelText(password);
      if (passwordField === undefined) throw new Error('no password field');
      fireEvent.change(passwordField, { target: { value: 'Long-enough-pass-2030' } });
      type(confirm, 'Long-enough-pass-2030');
      fireEvent.click(screen.getByRole('checkbox', { name: terms }));
      const box = screen.getByRole('checkbox', { name: adult });
      expect(box).toHaveProperty('required', true);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: submit }));
      });
      expect(callShop).not.toHaveBeenCalled();
      expect(box.getAttribute('aria-invalid')).toBe('true');
      const described = (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id));
      expect(described.map((element) => element?.textContent).join(' ')).toContain(message);
      expect(document.activeElement).toBe(box);
    },
  );
});
