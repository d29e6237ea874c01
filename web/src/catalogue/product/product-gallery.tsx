'use client';

import { clsx } from 'clsx';
import { useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import type { ProductImage } from './product-view';

/**
 * The product pictures: one large image and a row of thumbnail buttons. Every large image is in
 * the HTML with its size (no layout shift); the first loads at once with high priority (it is the
 * page's largest paint), the others lazily, i.e. only once their thumbnail is chosen.
 */
export function ProductGallery({ images }: { readonly images: readonly ProductImage[] }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  if (images.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'product.gallery.label' })} className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-ink-50">
        {images.map((image, index) => (
          // SVG illustrations from the shop: nothing for the image optimiser to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={image.url}
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding={index === 0 ? 'sync' : 'async'}
            hidden={index !== selected}
            className="aspect-square h-auto w-full object-contain"
          />
        ))}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-3">
          {images.map((image, index) => (
            <li key={image.url} className="w-20 sm:w-24">
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={intl.formatMessage(
                  { id: 'product.gallery.show' },
                  { index: index + 1, count: images.length, alt: image.alt },
                )}
                onClick={() => setSelected(index)}
                className={clsx(
                  'block w-full overflow-hidden rounded-md border-2 bg-ink-50 transition-colors',
                  index === selected ? 'border-brand-700' : 'border-ink-200 hover:border-ink-500',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  className="aspect-square h-auto w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
