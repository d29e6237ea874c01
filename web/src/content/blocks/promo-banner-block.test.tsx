// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from './block-types';
import { PromoBannerBlock } from './promo-banner-block';

afterEach(cleanup);

function banner(heading: string, badge: string): BlockOf<'promoBanner'> {
  return {
    _type: 'promoBanner',
    _key: 'b1',
    heading,
    text: null,
    badge,
    image: null,
    promotion: null,
    cta: { label: 'See the offer', href: '/cannabis-seeds' },
  };
}

describe('promo banner block', () => {
  it('never breaks the heading inside "20 %" (English)', () => {
    render(
      <PromoBannerBlock
        block={banner('Winter solstice deals: 20 % off selected strains', '−20 %')}
        context={{ locale: 'en', index: 1 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Winter solstice deals: 20\u00a0% off selected strains',
    );
    expect(screen.getByText('−20\u00a0%', { normalizer: (text) => text })).toBeTruthy();
  });

  it('nor in German', () => {
    render(
      <PromoBannerBlock
        block={banner('Wintersonnenwende: 20 % auf ausgewählte Sorten', '− 20 %')}
        context={{ locale: 'de', index: 1 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Wintersonnenwende: 20\u00a0% auf ausgewählte Sorten',
    );
    expect(screen.getByText('−\u00a020\u00a0%', { normalizer: (text) => text })).toBeTruthy();
  });
});
