// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { PackSelector } from './pack-selector';
import { wireProductDetail } from '../testing/product-detail-fixture';
import { productDetailFromWire } from '../from-wire';

const { packs } = productDetailFromWire(wireProductDetail());

function renderSelector(initialPackSize: number, locale: 'en' | 'de' = 'en') {
  return render(
    <IntlProvider locale={locale === 'en' ? 'en-US' : 'de-DE'} messages={catalogues[locale]}>
      <PackSelector packs={packs} initialPackSize={initialPackSize} />
    </IntlProvider>,
  );
}

function radio(name: string): HTMLInputElement {
  const element = screen.getByRole('radio', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is not an input`);
  return element;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('pack selector', () => {
  it('names each pack by its size and disables sold-out packs', () => {
    renderSelector(1);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(radio('1 seed').checked).toBe(true);
    expect(radio('3 seeds').disabled).toBe(true);
    expect(radio('5 seeds').disabled).toBe(false);
    expect(screen.getByRole('group', { name: 'Pack size' })).toBeDefined();
  });

  it('starts on the pack the server chose', () => {
    renderSelector(5);
    expect(radio('5 seeds').checked).toBe(true);
    expect(screen.getByTestId('product-price').textContent).toBe('€48.50');
    expect(screen.getByTestId('price-per-seed').textContent).toBe('€9.70 per seed');
  });

  it('updates price, price per seed and stock, and writes the pack into the URL', () => {
    window.history.replaceState(null, '', '/cannabis-seeds/autoflowering/lemon-haze-auto?review_sort=helpful');
    renderSelector(1);
    expect(screen.getByTestId('stock-state').textContent).toBe('In stock');
    fireEvent.click(radio('10 seeds'));
    expect(radio('10 seeds').checked).toBe(true);
    expect(screen.getByTestId('product-price').textContent).toBe('€89.00');
    expect(screen.getByTestId('price-per-seed').textContent).toBe('€8.90 per seed');
    expect(screen.getByTestId('stock-state').textContent).toBe('Only 2 left');
    expect(window.location.search).toBe('?review_sort=helpful&pack=10');
  });

  it('announces the price politely and describes each pack by price and saving', () => {
    renderSelector(1);
    const live = screen.getByTestId('product-price').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    const five = radio('5 seeds');
    const details = document.getElementById(five.getAttribute('aria-describedby') ?? '');
    expect(details?.textContent).toBe('€48.50€9.70 per seedSave 22%');
  });

  it('speaks the page’s language', () => {
    renderSelector(5, 'de');
    expect(radio('5 Samen').checked).toBe(true);
    expect(screen.getByTestId('product-price').textContent).toBe('48,50\u00a0€');
  });
});
