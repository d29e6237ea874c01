// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardData } from '@/catalogue/client-product-card';
import { LaterProductCards } from './later-product-cards';

vi.mock('@/catalogue/product-card-islands', () => ({
  ClientProductCard: ({ card }: { card: ProductCardData }) => <a href={card.href}>{card.name}</a>,
}));

/** The page's IntersectionObservers and what each watches; `near()` brings the list near the viewport. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.entry.targets = [];
  }
}

const card = (index: number): ProductCardData => ({
  id: `prod-${index}`,
  href: `/de/cannabis-samen/feminisierte-samen/sorte-${index}`,
  name: `Sorte ${index}`,
  seedBank: 'Alpine Seed Bank',
  priceFrom: 1250,
  badges: [],
  attributes: [],
  cartSlug: `sorte-${index}`,
  image: { src: `/images/${index}.svg`, width: 600, height: 600 },
  eager: false,
  priority: false,
});

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LaterProductCards', () => {
  it('holds empty places of the cards’ width until the list comes near, then draws the cards in order', () => {
    render(
      <ul data-testid="row">
        <li>first screen</li>
        <LaterProductCards cards={[card(5), card(6)]} itemClassName="w-[72%] shrink-0" />
      </ul>,
    );
    const row = screen.getByTestId('row');
    expect(row.querySelectorAll('li[aria-hidden="true"].shrink-0')).toHaveLength(2);
    expect(screen.queryByRole('link')).toBeNull();
    // The row is watched, not the places: a row that scrolls sideways clips them until scrolled to.
    const watcher = observers.find((observer) => observer.targets.includes(row));
    expect(watcher).toBeDefined();

    act(() => {
      watcher?.callback([{ isIntersecting: false, target: row } as unknown as IntersectionObserverEntry], {} as never);
    });
    expect(screen.queryByRole('link')).toBeNull();

    act(() => {
      watcher?.callback([{ isIntersecting: true, target: row } as unknown as IntersectionObserverEntry], {} as never);
    });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sorte 5', 'Sorte 6']);
    expect(row.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(watcher?.targets).toEqual([]);
  });
});
