// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import de from '@seedshop/locales/de.json';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopResult } from '@/shop-client/browser-api';
import { AccountMenu } from './account-menu';
import { accountSections } from './account-sections';

vi.mock('@/ui/icon/icon', () => ({ Icon: () => null }));
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
const callShop = vi.fn<(path: string) => Promise<ShopResult>>();
vi.mock('@/shop-client/browser-api', () => ({ callShop: (path: string) => callShop(path) }));

beforeEach(() => {
  callShop.mockReset();
  callShop.mockResolvedValue({
    ok: true,
    status: 200,
    data: { favourites: 3, comparison: 2, unread_notifications: 4 },
  });
});
afterEach(cleanup);

async function renderMenu(locale: 'en' | 'de' = 'en') {
  await act(async () => {
    render(
      <IntlProvider locale={locale} messages={locale === 'en' ? en : de}>
        <AccountMenu locale={locale} firstName="Ada" />
      </IntlProvider>,
    );
  });
}

describe('AccountMenu', () => {
  it('lists every section of the account area in the page’s language, then "Sign out"', async () => {
    await renderMenu('de');
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(accountSections.length);
    accountSections.forEach((section, index) => {
      expect(links[index]?.textContent).toContain(de[section.label]);
    });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/de/account', '/de/account/orders', '/de/account/comments']),
    );
    expect(within(list).getByRole('button').textContent).toBe(de['auth.menu.signOut']);
  });

  it('shows the favourites count beside Favourites, read out in words', async () => {
    await renderMenu();
    const favourites = screen.getByRole('link', { name: /Favourites/u });
    expect(favourites.textContent).toBe('Favourites3(3 favourites)');
  });

  it('asks the shop for the counts once', async () => {
    await renderMenu();
    expect(callShop.mock.calls.filter(([path]) => path === 'account/summary-counts')).toHaveLength(1);
  });

  it('moves through the entries with the arrow keys and closes on Escape', async () => {
    await renderMenu();
    const details = screen.getByText('Ada').closest('details');
    if (details === null) throw new Error('no menu');
    details.open = true;
    const items = [...details.querySelectorAll<HTMLElement>('[data-menu-item]')];
    expect(items).toHaveLength(accountSections.length + 1);
    fireEvent.keyDown(details, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(details, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(details, { key: 'ArrowUp' });
    fireEvent.keyDown(details, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(details, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(details.querySelector('summary'));
  });
});
