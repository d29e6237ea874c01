import { clsx } from 'clsx';
import { ContentImage } from '@/content/content-image';
import { contentImageUrl, intrinsicSize } from '@/content/image-url';
import { getIntl } from '@/i18n/server';
import type { BlockContext } from './block-context';
import { GalleryLightbox } from './block-islands';
import { blockDomId, BlockSection } from './block-section';
import type { BlockOf, ImageValue } from './block-types';
import type { LightboxImage } from './gallery-lightbox';

const LARGE_WIDTHS = [640, 960, 1280, 1600] as const;

/** The large rendition of a gallery image for the lightbox (and the no-JavaScript link). */
function lightboxImage(image: ImageValue): LightboxImage | null {
  const size = intrinsicSize(image);
  const src = contentImageUrl(image, { width: 1600, fit: 'max', format: 'webp' });
  if (size === null || src === null) return null;
  const srcSet = LARGE_WIDTHS.filter((width) => width <= size.width)
    .map((width) => `${contentImageUrl(image, { width, fit: 'max', format: 'webp' }) ?? src} ${width}w`)
    .join(', ');
  return {
    src,
    srcSet,
    width: size.width,
    height: size.height,
    alt: image.decorative === true ? '' : (image.alt ?? ''),
    caption: image.caption,
  };
}

/** Columns that leave no lonely image in a last row where the count allows it. */
function columns(count: number): string | undefined {
  if (count === 2) return undefined;
  if (count % 4 === 0) return 'lg:grid-cols-4';
  return 'md:grid-cols-3';
}

/**
 * Images in a responsive grid with their captions. Each thumbnail links to its large version; the
 * lightbox island opens it in a dialog with previous/next (arrow keys too) instead.
 */
export function ImageGalleryBlock({ block, context }: { block: BlockOf<'imageGallery'>; context: BlockContext }) {
  const entries = (block.images ?? []).flatMap((image) => {
    const large = lightboxImage(image);
    return large === null ? [] : [{ image, large }];
  });
  if (entries.length === 0) return null;
  const intl = getIntl(context.locale);
  const galleryId = blockDomId(block._key, 'gallery');
  return (
    <BlockSection blockKey={block._key} heading={block.heading}>
      <ul id={galleryId} className={clsx('kit-gallery', columns(entries.length))}>
        {entries.map(({ image, large }, index) => (
          <li key={image._key}>
            <figure>
              <a
                href={large.src}
                data-gallery-index={index}
                aria-label={intl.formatMessage(
                  { id: 'blocks.gallery.open' },
                  { index: index + 1, count: entries.length, alt: large.alt },
                )}
              >
                <ContentImage image={image} sizes="(min-width: 768px) 33vw, 50vw" aspectRatio={4 / 3} />
              </a>
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <GalleryLightbox galleryId={galleryId} images={entries.map(({ large }) => large)} />
    </BlockSection>
  );
}
