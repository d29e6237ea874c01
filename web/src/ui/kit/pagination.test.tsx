// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@seedshop/locales/en.json';
import { Pagination } from './pagination';

// Icons load their data over HTTP in the browser; here they are just decoration.
vi.mock('../icon/icon', () => ({ Icon: () => null }));

const intl = createIntl({ locale: 'en-US', messages: en });
const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog/page-${page}`);

afterEach(cleanup);

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination intl={intl} page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });

  it('marks the current page and disables Previous on the first page', () => {
    const { getByRole } = render(<Pagination intl={intl} page={1} pageCount={10} hrefFor={hrefFor} />);
    const nav = getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(nav).getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog/page-2');
  });

  it('links Previous on the last page and leaves Next disabled', () => {
    const { getByRole } = render(<Pagination intl={intl} page={10} pageCount={10} hrefFor={hrefFor} />);
    const nav = getByRole('navigation');
    expect(
      within(nav)
        .getByRole('link', { name: /Previous/ })
        .getAttribute('href'),
    ).toBe('/blog/page-9');
    expect(within(nav).queryByRole('link', { name: /Next/ })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '6', '7', '8', '9', '10']);
  });
});
