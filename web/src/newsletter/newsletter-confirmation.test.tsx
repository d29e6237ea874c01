// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop/browser-api';
import { NewsletterConfirmation } from './newsletter-confirmation';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const callShop = vi.fn<(path: string, init: { json?: unknown }) => Promise<ShopResult>>();
vi.mock('@/shop/browser-api', () => ({ callShop: (path: string, init: { json?: unknown }) => callShop(path, init) }));

beforeEach(() => callShop.mockReset());
afterEach(cleanup);

function renderPage() {
  render(
    <IntlProvider locale="en-US" messages={en}>
      <NewsletterConfirmation locale="de" token="token-from-the-mail-0123456789" />
    </IntlProvider>,
  );
}

async function press() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Yes, subscribe me' }));
  });
}

describe('NewsletterConfirmation', () => {
  it('does nothing until the button is pressed (mail scanners open links too)', () => {
    renderPage();
    expect(callShop).not.toHaveBeenCalled();
  });

  it('confirms with the token and says so', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { message: 'Confirmed' } });
    renderPage();
    await press();
    expect(callShop).toHaveBeenCalledWith(
      'newsletter/confirm',
      expect.objectContaining({ json: { token: 'token-from-the-mail-0123456789' } }),
    );
    expect(screen.getByRole('heading', { name: 'You are subscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/de');
  });

  it('explains a used or expired link', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'Please check the marked fields.',
      fieldErrors: { token: ['This link is invalid or has expired. Please request a new one.'] },
      retryAfterSeconds: null,
    });
    renderPage();
    await press();
    expect(screen.getByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
  });

  it('keeps the button when the shop cannot be reached', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 0,
      message: 'The shop cannot be reached right now.',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    renderPage();
    await press();
    expect(screen.getByRole('alert').textContent).toContain('cannot be reached');
    expect(screen.getByRole('button', { name: 'Yes, subscribe me' })).toBeTruthy();
  });
});
