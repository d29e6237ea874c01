// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { fakeIntersectionObservers } from '@/ui/testing/fake-intersection-observer';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { wireProductSummary } from '../testing/catalogue-fixtures';
import { SimilarProductsList } from './similar-products-list';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
// The card without its own chunk and controls: what is tested is which cards the list shows.
vi.mock('../product-card-islands', () => ({
  ClientProductCard: ({ card }: { card: { name: string; href: string; attributes: { value: string }[] } }) => (
    <a href={card.href}>{`${card.name}: ${card.attributes.map((attribute) => attribute.value).join(', ')}`}</a>
  ),
}));
const callShop = vi.fn<(path: string) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({ callShop: (path: string) => callShop(path) }));

const observers = fakeIntersectionObservers();

/** Brings the section near the viewport; the answer's reader is imported on first use. */
async function enter() {
  await act(async () => {
    observers.report(screen.getByRole('region'), true);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  observers.install();
  callShop.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(locale: 'en' | 'de' = 'en') {
  renderInIntl(
    <SimilarProductsList
      locale={locale}
      productId="prod 1"
      heading="Similar strains"
      browse={{ href: '/cannabis-seeds/feminized-seeds', label: 'More strains of this category' }}
    />,
    locale,
  );
}

describe('SimilarProductsList', () => {
  it('asks the shop for nothing until the section comes near the viewport, then shows the cards in the page language', async () => {
    callShop.mockResolvedValue({
      ok: true,
      status: 200,
      data: { items: [wireProductSummary(1), wireProductSummary(2)] },
    });
    renderList('de');
    expect(screen.getByRole('heading', { name: 'Similar strains' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Similar strains' }).getAttribute('aria-busy')).toBe('true');
    expect(callShop).not.toHaveBeenCalled();

    await enter();
    expect(callShop).toHaveBeenCalledWith('catalogue/products/prod%201/similar?limit=8');
    const links = await screen.findAllByRole('link', { name: /Lemon Haze/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/cannabis-samen/feminisierte-samen/lemon-haze-1-samen',
      '/de/cannabis-samen/feminisierte-samen/lemon-haze-2-samen',
    ]);
    // The facts are formatted in German: "21,5 %" and "8–9 Wochen".
    expect(links[0]?.textContent).toContain('21,5');
    expect(screen.getByRole('region', { name: 'Similar strains' }).getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('link', { name: 'More strains of this category' })).toBeNull();
  });

  it('goes away when the shop finds no similar product', async () => {
    callShop.mockResolvedValue({ ok: true, status: 200, data: { items: [] } });
    renderList();
    await enter();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('goes away when the answer fails or breaks the contract', async () => {
    callShop.mockResolvedValueOnce({
      ok: false,
      status: 503,
      message: '',
      fieldErrors: {},
      retryAfterSeconds: null,
    });
    renderList();
    await enter();
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();

    callShop.mockResolvedValueOnce({ ok: true, status: 200, data: { items: [{ id: 'p1' }] } });
    renderList();
    await enter();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
