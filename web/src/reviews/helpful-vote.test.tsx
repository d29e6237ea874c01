// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop/browser-api';
import { HelpfulVoteButtons } from './helpful-vote';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const toastError = vi.fn();
vi.mock('@/ui/toast/notify', () => ({ notify: { error: (message: string) => toastError(message) } }));
const callShop = vi.fn<(path: string, init: { json?: unknown }) => Promise<ShopResult>>();
vi.mock('@/shop/browser-api', () => ({ callShop: (path: string, init: { json?: unknown }) => callShop(path, init) }));

beforeEach(() => {
  callShop.mockReset();
  toastError.mockReset();
});
afterEach(cleanup);

const initial = { helpfulYes: 2, helpfulNo: 1, myVote: null };

function renderButtons(signInHref: string | null = null) {
  render(
    <IntlProvider locale="en-US" messages={en}>
      <HelpfulVoteButtons reviewId="r-1" initial={initial} signInHref={signInHref} />
    </IntlProvider>,
  );
}

async function click(name: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('HelpfulVoteButtons', () => {
  it('votes through the shop and shows its counts, pressed where the vote is', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { helpfulYes: 3, helpfulNo: 1, myVote: 'yes' } });
    renderButtons();
    expect(screen.getByRole('group', { name: 'Was this review helpful?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes (2)' }).getAttribute('aria-pressed')).toBe('false');

    await click(/^Yes/u);
    expect(callShop).toHaveBeenCalledWith(
      'catalogue/reviews/r-1/votes',
      expect.objectContaining({ json: { helpful: true } }),
    );
    expect(screen.getByRole('button', { name: 'Yes (3)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Thanks for your feedback!')).toBeTruthy();

    // The same vote again is not sent; the other one is.
    await click(/^Yes/u);
    expect(callShop).toHaveBeenCalledTimes(1);
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { helpfulYes: 2, helpfulNo: 2, myVote: 'no' } });
    await click(/^No/u);
    expect(screen.getByRole('button', { name: 'No (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Yes (2)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the counts and says why when the shop refuses', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 403,
      message: 'You cannot vote on your own review.',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    renderButtons();
    await click(/^Yes/u);
    expect(toastError).toHaveBeenCalledWith('You cannot vote on your own review.');
    expect(screen.getByRole('button', { name: 'Yes (2)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks visitors to sign in instead of offering buttons', () => {
    renderButtons('/login?return_to=%2Fp%23reviews');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Yes (2) · No (1)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to vote' }).getAttribute('href')).toBe(
      '/login?return_to=%2Fp%23reviews',
    );
  });
});
