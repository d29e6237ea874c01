// @vitest-environment happy-dom
import { comparisonProduct } from '@seedshop/shop/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireProductDetail } from '@/catalogue/testing/product-detail-fixture';
import type { ShopResult } from '@/shop-client/browser-api';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { CompareToggle } from './compare-toggle';
import { CompareTray } from './compare-tray';
import { resetComparisonStore } from './comparison-store';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
vi.mock('next/navigation', () => ({ usePathname: () => '/cannabis-seeds' }));
const notified = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/ui/toast/notify', () => ({ notify: notified }));
const callShop = vi.fn<(path: string, init?: { method?: string }) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({
  callShop: (path: string, init?: { method?: string }) => callShop(path, init),
}));

const wire = (id: string, name: string) => comparisonProduct.parse(wireProductDetail({ id, name }));
const answer = (...items: ReturnType<typeof wire>[]): ShopResult => ({
  ok: true,
  status: 200,
  data: { items, total: items.length, max_products: 6 },
});

beforeEach(() => {
  resetComparisonStore();
  window.localStorage.clear();
  callShop.mockReset();
  notified.error.mockReset();
});
afterEach(cleanup);

async function renderPage() {
  await act(async () => {
    renderInIntl(
      <>
        <CompareToggle productId="prod-1" productName="Amnesia" />
        <CompareToggle productId="prod-2" productName="Gelato" />
        <CompareTray locale="en" />
      </>,
      'en',
    );
  });
}

const toggle = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });

describe('CompareToggle and the tray', () => {
  it('load nothing for a browser that never compared, add with a PUT and show the product in the tray', async () => {
    await renderPage();
    expect(callShop).not.toHaveBeenCalled();
    expect(toggle('Amnesia').getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    callShop.mockResolvedValueOnce(answer(wire('prod-1', 'Amnesia')));
    await act(async () => {
      fireEvent.click(toggle('Amnesia'));
    });
    await waitFor(() => expect(toggle('Amnesia').getAttribute('aria-pressed')).toBe('true'));
    expect(callShop).toHaveBeenLastCalledWith('lists/comparison/prod-1', expect.objectContaining({ method: 'PUT' }));
    const tray = screen.getByRole('region', { name: 'Compare (1 of 6)' });
    expect(tray.querySelector('img')?.getAttribute('alt')).toBe('Amnesia');
    expect(screen.getByRole('status').textContent).toBe('Amnesia added to the comparison. 1 product to compare.');
    expect(window.localStorage.getItem('seedshop.comparison')).toBe('1');

    callShop.mockResolvedValueOnce(answer());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Amnesia from the comparison' }));
    });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(callShop).toHaveBeenLastCalledWith('lists/comparison/prod-1', expect.objectContaining({ method: 'DELETE' }));
    expect(toggle('Amnesia').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe(
      'Amnesia removed from the comparison. The comparison is empty.',
    );
  });

  it('shows the shop’s message when the comparison is full and stays unpressed', async () => {
    await renderPage();
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 422,
      message: 'You can compare up to 6 products. Remove one to add another.',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    await act(async () => {
      fireEvent.click(toggle('Gelato'));
    });
    await waitFor(() =>
      expect(notified.error).toHaveBeenCalledWith('You can compare up to 6 products. Remove one to add another.'),
    );
    expect(toggle('Gelato').getAttribute('aria-pressed')).toBe('false');
  });

  it('loads the comparison once when this browser compared before', async () => {
    window.localStorage.setItem('seedshop.comparison', '1');
    callShop.mockResolvedValue(answer(wire('prod-2', 'Gelato')));
    await renderPage();
    await waitFor(() => expect(toggle('Gelato').getAttribute('aria-pressed')).toBe('true'));
    expect(callShop).toHaveBeenCalledTimes(1);
    expect(callShop).toHaveBeenCalledWith('lists/comparison', expect.anything());
  });
});
