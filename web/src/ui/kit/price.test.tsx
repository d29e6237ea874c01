// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import de from '@seedshop/locales/de.json';
import en from '@seedshop/locales/en.json';
import { Price } from './price';

const NBSP = '\u00a0';
const enIntl = createIntl({ locale: 'en-US', messages: en });
const deIntl = createIntl({ locale: 'de-DE', messages: de });

afterEach(cleanup);

describe('Price', () => {
  it('shows the amount and the tax note by default', () => {
    const { container } = render(<Price intl={enIntl} amount={1250} />);
    expect(container.textContent).toBe('€12.50incl. VAT, excl. shipping');
  });

  it('hides the tax note on request', () => {
    const { container } = render(<Price intl={deIntl} amount={1250} taxNote={false} />);
    expect(container.textContent).toBe(`12,50${NBSP}€`);
  });

  it('tells screen readers which sale price is the old one', () => {
    const { container } = render(<Price intl={enIntl} variant="sale" amount={999} was={1250} taxNote={false} />);
    expect(container.querySelector('.sr-only')?.textContent).toBe('Original price: €12.50. Sale price: €9.99.');
    expect(container.querySelector('s')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('strikes the "from" price before a discount through, and names both for screen readers', () => {
    const { container } = render(<Price intl={deIntl} variant="from" amount={1592} was={1990} taxNote={false} />);
    expect(container.querySelector('s')?.textContent).toBe(`19,90${NBSP}€`);
    expect(container.querySelector('s')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.sr-only')?.textContent).toBe(
      `Ursprünglicher Preis: ab 19,90${NBSP}€. Angebotspreis: ab 15,92${NBSP}€.`,
    );
  });

  it('formats "from" and per-seed prices in the locale', () => {
    const from = render(<Price intl={deIntl} variant="from" amount={1990} taxNote={false} />);
    expect(from.container.textContent).toBe(`ab 19,90${NBSP}€`);
    const perSeed = render(<Price intl={enIntl} variant="perSeed" amount={3495} seeds={5} taxNote={false} />);
    expect(perSeed.container.textContent).toBe('€6.99 per seed');
  });
});
