// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardData } from '@/catalogue/client-product-card';
import { fakeIntersectionObservers } from '@/ui/testing/fake-intersection-observer';
import { LaterProductCards } from './later-product-cards';

vi.mock('@/catalogue/product-card-islands', () => ({
  ClientProductCard: ({ card }: { card: ProductCardData }) => <a href={card.href}>{card.name}</a>,
}));

const observers = fakeIntersectionObservers();

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
  observers.install();
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
    expect(observers.watching(row)).toBe(true);

    act(() => observers.report(row, false));
    expect(screen.queryByRole('link')).toBeNull();

    act(() => observers.report(row, true));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sorte 5', 'Sorte 6']);
    expect(row.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(observers.watching(row)).toBe(false);
  });
});
