'use client';

import { useEffect, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Button } from '@/ui/kit/button';
import { Dialog } from '@/ui/kit/dialog';

export interface LightboxImage {
  readonly src: string;
  readonly srcSet: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly caption: string | null;
}

/**
 * The image gallery's lightbox. The grid is server-rendered: each thumbnail is a link to the large
 * image (so it works without JavaScript); this island takes over those links
 * (`[data-gallery-index]` inside the gallery element) and shows the image in a modal dialog with
 * previous/next buttons and the arrow keys. The dialog traps focus, closes with Escape and gives
 * focus back to the thumbnail.
 */
export function GalleryLightbox({
  galleryId,
  images,
}: {
  readonly galleryId: string;
  readonly images: readonly LightboxImage[];
}) {
  const intl = useIntl();
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;

  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (gallery === null) return undefined;
    const onClick = (event: MouseEvent) => {
      // Let modified clicks open the image in a new tab as links do.
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a[data-gallery-index]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const chosen = Number(link.dataset['galleryIndex']);
      if (!Number.isInteger(chosen) || chosen < 0 || chosen >= count) return;
      event.preventDefault();
      setIndex(chosen);
    };
    gallery.addEventListener('click', onClick);
    return () => gallery.removeEventListener('click', onClick);
  }, [galleryId, count]);

  const open = index !== null;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((current) => (current === null ? null : (current + 1) % count));
      if (event.key === 'ArrowLeft') setIndex((current) => (current === null ? null : (current - 1 + count) % count));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, count]);

  const image = index === null ? undefined : images[index];
  const position = (index ?? 0) + 1;
  return (
    <Dialog
      open={image !== undefined}
      onClose={() => setIndex(null)}
      size="lg"
      title={intl.formatMessage({ id: 'blocks.gallery.position' }, { index: position, count })}
      footer={
        count > 1 ? (
          <>
            <Button
              variant="secondary"
              icon="lucide:chevron-left"
              onClick={() => setIndex((position - 2 + count) % count)}
            >
              {intl.formatMessage({ id: 'blocks.gallery.previous' })}
            </Button>
            <Button variant="secondary" onClick={() => setIndex(position % count)}>
              {intl.formatMessage({ id: 'blocks.gallery.next' })}
            </Button>
          </>
        ) : undefined
      }
    >
      {image !== undefined && (
        <figure>
          {/* eslint-disable-next-line @next/next/no-img-element -- content images come resized from the image route */}
          <img
            key={image.src}
            src={image.src}
            srcSet={image.srcSet}
            sizes="(min-width: 42rem) 40rem, 100vw"
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="mx-auto h-auto max-h-[70dvh] w-auto max-w-full rounded-md object-contain"
          />
          {image.caption && <figcaption className="mt-3 text-sm text-ink-700">{image.caption}</figcaption>}
        </figure>
      )}
    </Dialog>
  );
}
