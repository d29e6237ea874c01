// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from '@/ui/testing/intl-test-provider';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@/i18n/messages';
import { ProductGallery } from './product-gallery';
import { wireProductDetail } from '../testing/product-detail-fixture';
import { productDetailFromWire } from '../from-wire';

const { images } = productDetailFromWire(wireProductDetail());

afterEach(cleanup);

function renderGallery() {
  return render(
    <IntlProvider locale="en-US" messages={catalogues.en}>
      <ProductGallery images={images} />
    </IntlProvider>,
  );
}

/** The large images: in the HTML with their alt text, all but the chosen one hidden. */
function largeImages(): HTMLImageElement[] {
  return images.map((image) => {
    const element = screen.getByAltText(image.alt);
    if (!(element instanceof HTMLImageElement)) throw new Error('not an image');
    return element;
  });
}

describe('product gallery', () => {
  it('shows the first image at once, with its size, and defers the others', () => {
    renderGallery();
    const [first, second, third] = largeImages();
    expect(first?.hidden).toBe(false);
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['600', '600']);
    expect([second?.hidden, third?.hidden]).toEqual([true, true]);
    expect([second?.getAttribute('loading'), third?.getAttribute('loading')]).toEqual(['lazy', 'lazy']);
  });

  it('switches the large image with named thumbnail buttons that say which one is shown', () => {
    renderGallery();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(
      images.map((image, index) => `Show image ${index + 1} of 3: ${image.alt}`),
    );
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    const third = buttons[2];
    if (!third) throw new Error('no third thumbnail');
    fireEvent.click(third);
    expect(largeImages().map((image) => image.hidden)).toEqual([true, true, false]);
    expect(third.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no thumbnails for a single image', () => {
    render(
      <IntlProvider locale="en-US" messages={catalogues.en}>
        <ProductGallery images={images.slice(0, 1)} />
      </IntlProvider>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
