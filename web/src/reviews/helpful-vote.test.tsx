// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callShop, resetIslandMocks, toast } from '@/ui/testing/island-mocks';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { HelpfulVoteButtons } from './helpful-vote';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);
vi.mock('@/ui/toast/notify', async () => (await import('@/ui/testing/island-mocks')).notifyModule);
vi.mock('@/shop-client/browser-api', async () => (await import('@/ui/testing/island-mocks')).browserApiModule);

beforeEach(resetIslandMocks);
afterEach(cleanup);

const initial = { helpfulYes: 2, helpfulNo: 1, myVote: null };

function renderButtons(signInHref: string | null = null) {
  renderInIntl(<HelpfulVoteButtons reviewId="r-1" initial={initial} signInHref={signInHref} />);
}

async function click(name: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('HelpfulVoteButtons', () => {
  it('votes through the shop and shows its counts, pressed where the vote is', async () => {
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { helpful_yes: 3, helpful_no: 1, my_vote: 'yes' } });
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
    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { helpful_yes: 2, helpful_no: 2, my_vote: 'no' } });
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
    expect(toast.error).toHaveBeenCalledWith('You cannot vote on your own review.');
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
