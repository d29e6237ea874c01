// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireProductSummary } from '@/catalogue/testing/catalogue-fixtures';
import type { ShopResult } from '@/shop-client/browser-api';
import { fakeIntersectionObservers } from '@/ui/testing/fake-intersection-observer';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { FetchedProductList } from './fetched-product-list';
import { readProductsById } from './products-answer';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
vi.mock('@/catalogue/product-card-islands', () => ({
  ClientProductCard: ({ card }: { card: { name: string; href: string; attributes: { value: string }[] } }) => (
    <a href={card.href}>{`${card.name}: ${card.attributes.map((attribute) => attribute.value).join(', ')}`}</a>
  ),
}));
const callShop = vi.fn<(path: string) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({ callShop: (path: string) => callShop(path) }));

const observers = fakeIntersectionObservers();
const first = wireProductSummary(1);
const second = wireProductSummary(2);

function renderList(locale: 'en' | 'de' = 'en') {
  const { container } = renderInIntl(
    <FetchedProductList
      locale={locale}
      ids={[second.id, first.id]}
      heading="Strains in this video"
      taxNote="All prices incl. VAT, excl. shipping."
      className="kit-video-strains"
    />,
    locale,
  );
  return container;
}

async function enter(container: HTMLElement) {
  const list = container.querySelector('.kit-video-strains');
  if (list === null) throw new Error('the list is not rendered');
  await act(async () => {
    observers.report(list, true);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  observers.install();
  callShop.mockReset();
});
afterEach(cleanup);

describe('FetchedProductList', () => {
  it('holds a place per product and asks the shop for nothing until it comes near the viewport', async () => {
    callShop.mockResolvedValue({ ok: true, status: 200, data: { items: [first, second] } });
    const container = renderList('de');
    expect(screen.getByRole('heading', { name: 'Strains in this video' })).toBeTruthy();
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    expect(callShop).not.toHaveBeenCalled();

    await enter(container);
    expect(callShop).toHaveBeenCalledWith(`catalogue/products?ids=${second.id}%2C${first.id}&per_page=2`);
    const links = await screen.findAllByRole('link');
    // In the editor's order, not the shop's, and formatted in the page's language.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/cannabis-samen/feminisierte-samen/lemon-haze-2-samen',
      '/de/cannabis-samen/feminisierte-samen/lemon-haze-1-samen',
    ]);
    expect(links[1]?.textContent).toContain('21,5');
    expect(container.querySelector('.kit-video-strains')?.getAttribute('aria-busy')).toBe('false');
  });

  it('goes away, heading and note with it, when the shop does not answer or knows none of the products', async () => {
    for (const answer of [
      { ok: false, status: 0, message: '', fieldErrors: {}, retryAfterSeconds: null },
      { ok: true, status: 200, data: { items: [] } },
      { ok: true, status: 200, data: { items: [{ id: first.id }] } },
    ] satisfies ShopResult[]) {
      callShop.mockResolvedValue(answer);
      const container = renderList();
      await enter(container);
      expect(container.querySelector('.kit-video-strains')).toBeNull();
      cleanup();
    }
  });
});

describe('readProductsById', () => {
  it('keeps the order asked for and leaves out products the shop no longer has', () => {
    expect(readProductsById({ items: [first, second] }, ['prod-999', second.id, first.id])?.map((p) => p.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(readProductsById({ items: 'none' }, [first.id])).toBeNull();
  });
});
