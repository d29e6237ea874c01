// @vitest-environment happy-dom
import en from '@seedshop/locales/en.json';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { describe, expect, it, vi } from 'vitest';
import { CardAddToCart } from './card-add-to-cart';

vi.mock('@/ui/icon/icon', async () => (await import('@/ui/testing/island-mocks')).iconModule);

const card = (
  <IntlProvider locale="en" messages={en}>
    <CardAddToCart productSlug="lemon-haze" productName="Lemon Haze" />
  </IntlProvider>
);

describe('CardAddToCart', () => {
  it('is disabled in the server HTML, so a press before hydration cannot be lost', () => {
    const html = renderToString(card);
    expect(html).toMatch(/<button[^>]*disabled=""/);
  });

  it('is enabled once it runs in the browser', () => {
    render(card);
    expect(screen.getByRole('button', { name: 'Add to cart: Lemon Haze' })).toHaveProperty('disabled', false);
  });
});
