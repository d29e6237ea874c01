// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderListView } from './order-list';
import { readOrderList } from './order-model';
import { wireOrderList } from './testing/order-fixtures';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
afterEach(cleanup);

function list(overrides: Parameters<typeof wireOrderList>[0] = {}) {
  const value = readOrderList(wireOrderList(overrides));
  if (value === null) throw new Error('fixture breaks the contract');
  return value;
}

describe('OrderListView', () => {
  it('lists number, date, status, item count and total under column headers, each number linking to its order', () => {
    render(<OrderListView locale="fr" list={list()} catalogHref="/fr/graines-de-cannabis" />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Numéro de commande', 'Date', 'Statut', 'Articles', 'Total']);
    const row = within(table).getByRole('row', { name: /SS-2026-000123/ });
    expect(within(row).getByRole('link', { name: 'SS-2026-000123' }).getAttribute('href')).toBe(
      '/fr/account/orders/SS-2026-000123',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['14 mars 2026', 'Expédiée', '2', '64,95\u00a0€']);
  });

  it('pages ten at a time with ?page= links and the current page marked', () => {
    render(
      <OrderListView locale="en" list={list({ page: 2, page_count: 3, total: 25 })} catalogHref="/cannabis-seeds" />,
    );
    expect(screen.getByText('25 orders')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of your orders' });
    expect(
      within(pages)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/account/orders');
    expect(within(pages).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/account/orders?page=3');
    expect(within(pages).getByText('2').closest('[aria-current="page"]')).toBeTruthy();
  });

  it('shows a way to the catalogue when there are no orders yet', () => {
    render(
      <OrderListView locale="en" list={list({ orders: [], total: 0, page_count: 0 })} catalogHref="/cannabis-seeds" />,
    );
    expect(screen.getByText('You have not placed any orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the seeds' }).getAttribute('href')).toBe('/cannabis-seeds');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
