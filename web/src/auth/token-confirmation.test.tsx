// @vitest-environment happy-dom
import de from '@seedshop/locales/de.json';
import en from '@seedshop/locales/en.json';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { callShop, resetIslandMocks } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { links, refused } from '@/auth/testing/refused-link';
import { TokenConfirmation, type ConfirmationKindName } from './token-confirmation';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

beforeEach(resetIslandMocks);
afterEach(cleanup);

async function open(kind: ConfirmationKindName, result: ShopResult, signedIn: boolean, locale: 'en' | 'de' = 'en') {
  callShop.mockResolvedValueOnce(result);
  await act(async () => {
    renderInIntl(
      <TokenConfirmation locale={locale} token="a-token-from-the-mail" kind={kind} signedIn={signedIn} />,
      locale,
    );
  });
}

describe('TokenConfirmation, a refused e-mail confirmation link', () => {
  it('used, signed out: the address is already confirmed; sign in', async () => {
    await open('confirmEmail', refused('link-used'), false);
    expect(screen.getByRole('heading', { name: en['auth.confirmEmail.usedTitle'] })).toBeTruthy();
    expect(screen.getByText(en['auth.confirmEmail.usedText'])).toBeTruthy();
    expect(links()).toEqual([[en['auth.signIn'], '/login']]);
  });

  it('used, signed in: the address is already confirmed; the account, never sign-in', async () => {
    await open('confirmEmail', refused('link-used'), true, 'de');
    expect(screen.getByRole('heading', { name: de['auth.confirmEmail.usedTitle'] })).toBeTruthy();
    expect(links()).toEqual([[de['auth.toAccount'], '/de/account']]);
  });

  it('malformed or unknown, signed out: says so in plain words, and how a new link comes', async () => {
    // What the shop answered for a short token before it knew link states.
    await open('confirmEmail', refused('link-invalid', 'Please enter at least 16 characters.'), false);
    expect(screen.getByRole('heading', { name: en['auth.link.invalidTitle'] })).toBeTruthy();
    expect(screen.getByText(en['auth.link.invalidText'])).toBeTruthy();
    expect(screen.getByText(en['auth.confirmEmail.renewSignedOut'])).toBeTruthy();
    expect(document.body.textContent).not.toContain('16');
    expect(links()).toEqual([[en['auth.signIn'], '/login']]);
  });

  it('expired, signed in: no sign-in on offer', async () => {
    await open('confirmEmail', refused('link-expired'), true);
    expect(screen.getByRole('heading', { name: en['auth.link.expiredTitle'] })).toBeTruthy();
    expect(screen.getByText(en['auth.confirmEmail.renewSignedIn'])).toBeTruthy();
    expect(links()).toEqual([[en['auth.toAccount'], '/account']]);
  });

  it('a failure that is not the link’s shows the shop’s message, and no link advice', async () => {
    await open(
      'confirmEmail',
      { ok: false, status: 0, message: 'No connection.', fieldErrors: {}, retryAfterSeconds: null },
      true,
    );
    expect(screen.getByRole('heading', { name: en['auth.confirmEmail.failedTitle'] })).toBeTruthy();
    expect(screen.getByText('No connection.')).toBeTruthy();
    expect(links()).toEqual([[en['auth.toAccount'], '/account']]);
  });

  it('confirmed while signed in: on to the account, not to sign-in', async () => {
    await open('confirmEmail', { ok: true, status: 204, data: undefined }, true);
    expect(screen.getByRole('heading', { name: en['auth.confirmEmail.doneTitle'] })).toBeTruthy();
    expect(links()).toEqual([[en['auth.toAccount'], '/account']]);
  });
});

describe('TokenConfirmation, other links', () => {
  it('an expired restore link offers a new one', async () => {
    await open('restore', refused('link-expired'), false);
    expect(screen.getByRole('heading', { name: en['auth.link.expiredTitle'] })).toBeTruthy();
    expect(links()).toEqual([[en['auth.requestNewLink'], '/restore-customer']]);
  });

  it('a used e-mail change link, signed out: sign in with the new address', async () => {
    await open('emailChange', refused('link-used'), false);
    expect(screen.getByRole('heading', { name: en['auth.link.usedTitle'] })).toBeTruthy();
    expect(screen.getByText(en['auth.emailChange.usedText'])).toBeTruthy();
    expect(links()).toEqual([[en['auth.signIn'], '/login']]);
  });
});
