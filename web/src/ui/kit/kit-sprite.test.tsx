// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '@seedshop/locales/en.json';
import { KitSprite } from './kit-sprite';
import { ProductImagePlaceholder } from './product-image-placeholder';
import { RatingStars } from './rating-stars';
import { StarIcon } from './star-icon';

const intl = createIntl({ locale: 'en-US', messages: en });

afterEach(cleanup);

/** The `#id`s a piece of markup draws with `<use>`. */
function usedSymbols(element: Element): string[] {
  return [...element.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? '');
}

describe('drawings repeated on a page come from the sprite', () => {
  it('a star is a few dozen bytes of markup, not its path', () => {
    // Five stars on every card of a 24-card listing: inline paths made them ≈ 1 KB each.
    for (const fill of ['full', 'half', 'empty'] as const) {
      const markup = renderToStaticMarkup(<StarIcon fill={fill} />);
      expect(markup).not.toContain('<path');
      expect(markup.length).toBeLessThan(400);
    }
  });

  it('a rating row is one element filled to the rounded half star, with the rating as its text alternative', () => {
    const markup = renderToStaticMarkup(<RatingStars intl={intl} average={3.6} count={12} size="sm" />);
    expect(markup.length).toBeLessThan(400);
    const { container } = render(<RatingStars intl={intl} average={3.6} count={12} size="sm" />);
    const stars = container.querySelector('[role="img"]');
    expect(stars?.getAttribute('aria-label')).toBe('3.5 out of 5 stars');
    expect(stars?.getAttribute('data-halves')).toBe('7');
    expect(stars?.children).toHaveLength(0);
  });

  it('the product placeholder is a reference, not the drawing', () => {
    const markup = renderToStaticMarkup(<ProductImagePlaceholder />);
    expect(markup).not.toContain('<path');
    expect(markup.length).toBeLessThan(200);
  });

  it('every symbol a star or the placeholder uses is in the sprite, with a shape to draw', () => {
    const { container } = render(
      <>
        <KitSprite />
        <StarIcon fill="half" />
        <ProductImagePlaceholder />
      </>,
    );
    const references = usedSymbols(container);
    expect(references).toEqual(['#kit-star', '#kit-star', '#kit-product-placeholder']);
    for (const reference of new Set(references)) {
      const symbol = container.querySelector(`symbol${reference}`);
      expect(symbol, reference).not.toBeNull();
      expect(symbol?.querySelector('path')).not.toBeNull();
    }
  });

  it('keeps the sprite itself out of sight and out of the accessibility tree', () => {
    const svg = render(<KitSprite />).container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('width')).toBe('0');
    expect(svg?.getAttribute('height')).toBe('0');
  });
});
