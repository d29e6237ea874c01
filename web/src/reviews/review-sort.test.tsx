// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHtml } from '@/ui/testing/hydrate';
import { renderInIntl } from '@/ui/testing/render-in-intl';
import { ReviewLanguageSelect, ReviewSortSelect } from './review-sort';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);

afterEach(() => {
  cleanup();
  push.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('ReviewSortSelect', () => {
  it('keeps the pack the shopper chose after the page was rendered, and the other parameters', () => {
    // Rendered for `/de/p?ref=mail`; the pack selector then wrote `pack=5` into the URL.
    window.history.replaceState(null, '', '/de/p?ref=mail&pack=5&review_page=3');
    renderInIntl(
      <ReviewSortSelect
        path="/de/p"
        keep={[['ref', 'mail']]}
        value="newest"
        options={[
          { value: 'newest', label: 'Newest', href: '/de/p?ref=mail#reviews' },
          { value: 'rating-asc', label: 'Lowest rating', href: '/de/p?ref=mail&review_sort=rating-asc#reviews' },
        ]}
      />,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'rating-asc' } });
    expect(push).toHaveBeenCalledWith('/de/p?ref=mail&pack=5&review_sort=rating-asc#reviews', { scroll: false });
  });

  it('filters by language keeping pack and sort, and back to all languages, starting at page 1', () => {
    window.history.replaceState(null, '', '/fr/p?pack=5&review_sort=helpful&review_page=2');
    renderInIntl(
      <ReviewLanguageSelect
        path="/fr/p"
        keep={[
          ['pack', '5'],
          ['review_sort', 'helpful'],
        ]}
        value="all"
        options={[
          { value: 'all', label: 'All languages (3)', href: '/fr/p?pack=5&review_sort=helpful#reviews' },
          { value: 'de', label: 'German (2)', href: '/fr/p?pack=5&review_sort=helpful&review_language=de#reviews' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Review language' });
    expect(select.getAttribute('name')).toBe('review_language');
    fireEvent.change(select, { target: { value: 'de' } });
    expect(push).toHaveBeenLastCalledWith('/fr/p?pack=5&review_sort=helpful&review_language=de#reviews', {
      scroll: false,
    });
    window.history.replaceState(null, '', '/fr/p?pack=5&review_language=de&review_sort=helpful');
    fireEvent.change(select, { target: { value: 'all' } });
    expect(push).toHaveBeenLastCalledWith('/fr/p?pack=5&review_sort=helpful#reviews', { scroll: false });
    const form = select.closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(
      [...(form?.querySelectorAll('input[type="hidden"]') ?? [])].map((input) => input.getAttribute('name')),
    ).toEqual(['pack', 'review_sort']);
  });

  it('applies a language chosen while the page was still plain HTML once it has hydrated', async () => {
    window.history.replaceState(null, '', '/fr/p?pack=5');
    const page = serverHtml(
      <IntlProvider locale="en-US" messages={en}>
        <ReviewLanguageSelect
          path="/fr/p"
          keep={[['pack', '5']]}
          value="all"
          options={[
            { value: 'all', label: 'All languages (3)', href: '/fr/p?pack=5#reviews' },
            { value: 'de', label: 'German (2)', href: '/fr/p?pack=5&review_language=de#reviews' },
          ]}
        />
      </IntlProvider>,
    );
    const select = page.host.querySelector('select');
    if (!select) throw new Error('no select');
    select.value = 'de';
    expect(push).not.toHaveBeenCalled();

    await page.hydrate();
    expect(push).toHaveBeenCalledWith('/fr/p?pack=5&review_language=de#reviews', { scroll: false });
    page.remove();
  });
});
