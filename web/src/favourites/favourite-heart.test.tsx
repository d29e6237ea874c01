// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { announceSessionChange } from '@/shop-client/session-events';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { FavouriteHeart } from './favourite-heart';
import { resetFavouritesStore } from './favourites-store';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
const notified = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/ui/toast/notify', () => ({ notify: notified }));
const callShop = vi.fn<(path: string, init?: { method?: string }) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({
  callShop: (path: string, init?: { method?: string }) => callShop(path, init),
}));

const ids = (...productIds: string[]): ShopResult => ({
  ok: true,
  status: 200,
  data: { product_ids: productIds, limit: 500 },
});

beforeEach(() => {
  resetFavouritesStore();
  callShop.mockReset();
  notified.success.mockReset();
  notified.error.mockReset();
  document.cookie = 'has_lists=1';
});
afterEach(() => {
  cleanup();
  document.cookie = 'has_lists=; max-age=0';
});

async function renderHearts() {
  await act(async () => {
    renderInIntl(
      <>
        <FavouriteHeart productId="prod-1" productName="Amnesia" />
        <FavouriteHeart productId="prod-2" productName="Gelato" />
      </>,
      'en',
    );
  });
}

const heart = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('FavouriteHeart', () => {
  it('shows no favourites without asking the shop while the browser holds neither lists nor a session, and adds with a PUT', async () => {
    document.cookie = 'has_lists=; max-age=0';
    await renderHearts();
    await waitFor(() => expect(heart('Amnesia').hasAttribute('disabled')).toBe(false));
    expect(heart('Amnesia').getAttribute('aria-pressed')).toBe('false');
    expect(callShop).not.toHaveBeenCalled();
    callShop.mockResolvedValueOnce(ids('prod-1'));
    await act(async () => {
      heart('Amnesia').click();
    });
    expect(callShop).toHaveBeenCalledWith('lists/favourites/prod-1', expect.objectContaining({ method: 'PUT' }));
    await waitFor(() => expect(heart('Amnesia').getAttribute('aria-pressed')).toBe('true'));
  });

  it('loads the ids once for every heart of the page and shows which are pressed', async () => {
    callShop.mockResolvedValue(ids('prod-2'));
    await renderHearts();
    await waitFor(() => expect(heart('Gelato').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('Amnesia').getAttribute('aria-pressed')).toBe('false');
    expect(heart('Amnesia').getAttribute('aria-label')).toBe('Keep Amnesia as a favourite');
    expect(callShop).toHaveBeenCalledTimes(1);
    expect(callShop).toHaveBeenCalledWith('lists/favourites/ids', expect.anything());
  });

  it('adds with a PUT and removes with a DELETE, says so in a toast, and takes the shop’s ids', async () => {
    callShop.mockResolvedValueOnce(ids());
    await renderHearts();
    await waitFor(() => expect(callShop).toHaveBeenCalledTimes(1));

    callShop.mockResolvedValueOnce(ids('prod-1'));
    await act(async () => {
      fireEvent.click(heart('Amnesia'));
    });
    expect(callShop).toHaveBeenLastCalledWith('lists/favourites/prod-1', expect.objectContaining({ method: 'PUT' }));
    await waitFor(() => expect(heart('Amnesia').getAttribute('aria-pressed')).toBe('true'));
    expect(notified.success).toHaveBeenLastCalledWith('Amnesia is now one of your favourites.', expect.anything());

    callShop.mockResolvedValueOnce(ids());
    await act(async () => {
      fireEvent.click(heart('Amnesia'));
    });
    expect(callShop).toHaveBeenLastCalledWith('lists/favourites/prod-1', expect.objectContaining({ method: 'DELETE' }));
    await waitFor(() => expect(heart('Amnesia').getAttribute('aria-pressed')).toBe('false'));
    expect(notified.success).toHaveBeenLastCalledWith('Amnesia was removed from your favourites.', expect.anything());
  });

  it('puts the heart back and shows the shop’s message when the toggle fails', async () => {
    callShop.mockResolvedValueOnce(ids());
    await renderHearts();
    await waitFor(() => expect(callShop).toHaveBeenCalledTimes(1));
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'You can keep at most 500 favourites.',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    await act(async () => {
      fireEvent.click(heart('Gelato'));
    });
    await waitFor(() => expect(notified.error).toHaveBeenCalledWith('You can keep at most 500 favourites.'));
    expect(heart('Gelato').getAttribute('aria-pressed')).toBe('false');
  });

  it('loads the ids again when the session changes (a sign-in merges a guest’s favourites)', async () => {
    callShop.mockResolvedValueOnce(ids('prod-1'));
    await renderHearts();
    await waitFor(() => expect(heart('Amnesia').getAttribute('aria-pressed')).toBe('true'));
    callShop.mockResolvedValueOnce(ids('prod-1', 'prod-2'));
    await act(async () => {
      announceSessionChange();
    });
    await waitFor(() => expect(heart('Gelato').getAttribute('aria-pressed')).toBe('true'));
  });
});
