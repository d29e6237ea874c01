// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { TextField } from '../kit/text-field';
import { FormAlert } from './form-alert';
import { useShopForm } from './use-shop-form';

vi.mock('../icon/icon', () => ({ Icon: () => null }));
const success = vi.fn();
vi.mock('../toast/notify', () => ({ notify: { success: (message: string) => success(message) } }));

afterEach(cleanup);

function TestForm({ send }: { readonly send: (data: FormData) => Promise<ShopResult> }) {
  const intl = useIntl();
  const form = useShopForm({ fields: ['name', 'email'], send, successMessage: 'Saved.' });
  return (
    <form {...form.formProps} aria-label="Test">
      <FormAlert message={form.alert} />
      <TextField intl={intl} name="name" label="Name" required error={form.errorOf('name')} />
      <TextField intl={intl} name="email" type="email" label="Email" error={form.errorOf('email')} />
      <button type="submit" aria-busy={form.pending || undefined}>
        Send
      </button>
    </form>
  );
}

function withIntl(children: ReactNode) {
  return (
    <IntlProvider locale="en-US" messages={en}>
      {children}
    </IntlProvider>
  );
}

const failure = (fieldErrors: Record<string, string[]>, message = 'Please check the marked fields.'): ShopResult => ({
  ok: false,
  status: 422,
  message,
  fieldErrors,
  retryAfterSeconds: null,
});

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Test' }));
  });
}

describe('useShopForm', () => {
  it('checks required fields itself, in the page language, and focuses the first', async () => {
    const send = vi.fn();
    render(withIntl(<TestForm send={send} />));
    await submit();
    expect(send).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
  });

  it('shows the shop’s field errors at their fields, keeps the input and focuses the first wrong field', async () => {
    const send = vi.fn(async () => failure({ email: ['This e-mail address is already in use.'] }));
    render(withIntl(<TestForm send={send} />));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Robin' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'robin@example.com' } });
    await submit();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This e-mail address is already in use.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Robin');
    expect(email).toHaveProperty('value', 'robin@example.com');
    // The generic "check the marked fields" is not repeated in the alert when a field says more.
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('puts messages that belong to no field (captcha, token, 401) in the alert', async () => {
    const send = vi
      .fn<(data: FormData) => Promise<ShopResult>>()
      .mockResolvedValueOnce(failure({ captcha: ['The security check failed. Please try again.'] }))
      .mockResolvedValueOnce({ ...failure({}, 'The e-mail address or the password is wrong.'), status: 401 });
    render(withIntl(<TestForm send={send} />));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Robin' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('The security check failed. Please try again.');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('The e-mail address or the password is wrong.');
  });

  it('ignores a second submit while the first is on its way, then confirms with a toast', async () => {
    let answer: (result: ShopResult) => void = () => undefined;
    const send = vi.fn(() => new Promise<ShopResult>((resolve) => (answer = resolve)));
    render(withIntl(<TestForm send={send} />));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Robin' } });
    await submit();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ ok: true, status: 200, data: {} }));
    expect(success).toHaveBeenCalledWith('Saved.');
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('aria-busy')).toBe(false);
  });
});
