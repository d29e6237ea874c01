// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { announceSessionChange } from '@/shop-client/session-events';
import { AccountEntry } from './account-entry';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
const callShop = vi.fn<(path: string) => Promise<ShopResult>>();
// The menu's counts have a test of their own (account-menu.test.tsx); here they are always zero.
const noCounts: ShopResult = { ok: true, status: 200, data: { favourites: 0, comparison: 0, unread_notifications: 0 } };
vi.mock('@/shop-client/browser-api', () => ({
  callShop: (path: string) => (path === 'account/summary-counts' ? Promise.resolve(noCounts) : callShop(path)),
}));

function clearCookies() {
  for (const name of ['signed_in', 'other']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  callShop.mockReset();
  clearCookies();
});
afterEach(() => {
  cleanup();
  clearCookies();
});

async function renderEntry() {
  await act(async () => {
    render(
      <IntlProvider locale="en-US" messages={en}>
        <AccountEntry locale="en" loginPath="/login" accountPath="/account" />
      </IntlProvider>,
    );
  });
}

describe('AccountEntry', () => {
  it('offers "Sign in" without asking the shop when there is no session hint', async () => {
    document.cookie = 'other=1; Path=/';
    await renderEntry();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveProperty('href', expect.stringMatching(/\/login$/));
    expect(callShop).not.toHaveBeenCalled();
  });

  it("loads the customer's first name when the hint says there is a session", async () => {
    document.cookie = 'signed_in=1; Path=/';
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { first_name: 'Ada' } });
    await renderEntry();
    expect(callShop).toHaveBeenCalledWith('customer/account');
    expect(await screen.findByText('Ada')).toBeTruthy();
  });

  it('falls back to "Sign in" when the session turned out to be gone', async () => {
    document.cookie = 'signed_in=1; Path=/';
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 401,
      message: 'Unauthorized',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    await renderEntry();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('reloads the name when a form announces a change (profile saved, signed out)', async () => {
    document.cookie = 'signed_in=1; Path=/';
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { first_name: 'Ada' } });
    await renderEntry();
    expect(await screen.findByText('Ada')).toBeTruthy();
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { first_name: 'Robin' } });
    await act(async () => announceSessionChange());
    expect(await screen.findByText('Robin')).toBeTruthy();
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    await act(async () => announceSessionChange());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
