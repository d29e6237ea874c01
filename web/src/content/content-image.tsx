import type { CSSProperties } from 'react';
import { EagerImage } from '@/ui/eager-image';
import { contentImageUrl, intrinsicSize, type ContentImageSource } from './image-url';

/**
 * A CMS image as a responsive `<img>`: WebP renditions 320–1920 px wide in `srcSet` (never wider
 * than the file), `sizes` from the layout, intrinsic `width`/`height` so the page does not shift,
 * lazy by default. `priority` marks the LCP image (a first hero): eager and `fetchPriority="high"`,
 * found early by the browser's preload scanner. Only the HTML of the page that shows it preloads it:
 * a hint in the server-component payload (a `preload()` call, or the one React adds for an eager
 * `<img>` a server component renders) would travel with a prefetched page (the home page,
 * prefetched by the logo link on every page) into whatever page is open, unused there; so the
 * eager image is rendered by a client component (`EagerImage`). The alt text comes from the image
 * (`alt`; a decorative image gets `alt=""`); `alt` on the component overrides it.
 *
 * A plain `<img>` rather than `next/image`: Sanity's CDN (or the lake, behind this site's image
 * route) already resizes, so Next's optimizer would only add a second pass; and this stays a server component.
 */

export const contentImageWidths = [320, 480, 640, 768, 960, 1200, 1440, 1680, 1920] as const;

export interface ContentImageValue extends ContentImageSource {
  readonly alt?: string | null;
  readonly decorative?: boolean | null;
}

export interface ContentImageProps {
  readonly image: ContentImageValue | null | undefined;
  /** The `sizes` attribute: how wide the image is shown, e.g. `(min-width: 1024px) 50vw, 100vw`. */
  readonly sizes: string;
  /** Crop to this width/height ratio (e.g. `16 / 9` for cards); default: the image's own. */
  readonly aspectRatio?: number;
  readonly priority?: boolean;
  readonly alt?: string;
  readonly className?: string;
  readonly quality?: number;
  /** The `srcSet`'s widths to choose from (never above the file's own): the full ladder by default. */
  readonly ladder?: readonly number[];
}

/**
 * A shorter ladder for pictures never shown narrower than about 320 CSS px or wider than a 56 rem
 * column (video posters): each step at most 1.6× the one below, from a phone at 2× to a wide
 * column at 2×. A poster's `srcSet` is written twice (HTML and payload) and a list of videos has
 * many, so every step left out counts.
 */
export const posterImageWidths = [640, 960, 1200, 1600, 1920] as const;

/** The widths worth offering for an image `intrinsic` pixels wide (at least one, never upscaled). */
export function renditionWidths(intrinsic: number, ladder: readonly number[] = contentImageWidths): number[] {
  const widths: number[] = ladder.filter((width) => width < intrinsic);
  const largest = ladder.at(-1) ?? intrinsic;
  if (intrinsic <= largest) widths.push(intrinsic);
  return widths;
}

export function altOf(image: ContentImageValue, override?: string): string {
  if (override !== undefined) return override;
  if (image.decorative === true) return '';
  const alt = image.alt?.trim() ?? '';
  if (alt === '') console.warn('[content-image] image without alt text and not marked decorative', image.asset?._id);
  return alt;
}

const hexColour = /^#[0-9a-f]{6}$/i;

/**
 * What holds the image's place while it loads. The image a page opens with (`priority`) gets its
 * blurred preview (≈ 500 bytes of data URL, twice: in the HTML and in the payload); every other
 * image, loaded when it nears the viewport, gets its dominant colour (seven characters), or nothing
 * where the asset has no palette.
 */
export function placeholderStyle(image: ContentImageValue, priority: boolean): CSSProperties | undefined {
  const lqip = image.asset?.metadata?.lqip;
  if (priority && lqip)
    return { backgroundImage: `url("${lqip}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  const dominant = image.asset?.metadata?.palette?.dominant?.background;
  return dominant && hexColour.test(dominant) ? { backgroundColor: dominant } : undefined;
}

export function ContentImage({
  image,
  sizes,
  aspectRatio,
  priority = false,
  alt,
  className,
  quality,
  ladder,
}: ContentImageProps) {
  if (!image) return null;
  const size = intrinsicSize(image);
  if (!size) return null;
  const ratio = aspectRatio ?? size.width / size.height;
  const heightFor = (width: number) => Math.max(1, Math.round(width / ratio));
  const crop = aspectRatio !== undefined;
  const urlFor = (width: number) =>
    contentImageUrl(image, {
      width,
      height: crop ? heightFor(width) : undefined,
      fit: crop ? 'crop' : 'max',
      format: 'webp',
      quality,
    });

  // A crop to another ratio can only be as wide as the part of the file it keeps.
  const widths = renditionWidths(Math.floor(crop ? Math.min(size.width, size.height * ratio) : size.width), ladder);
  const candidates = widths.flatMap((width) => {
    const url = urlFor(width);
    return url === null ? [] : [`${url} ${width}w`];
  });
  const largest = widths.at(-1) ?? size.width;
  const src = urlFor(Math.min(largest, 1200));
  if (src === null) return null;
  const srcSet = candidates.join(', ');

  const style = placeholderStyle(image, priority);

  const attributes = {
    src,
    srcSet,
    sizes,
    width: largest,
    height: heightFor(largest),
    alt: altOf(image, alt),
    className,
    style,
  };
  if (priority) return <EagerImage {...attributes} fetchPriority="high" decoding="sync" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the CDN resizes; see the comment above
    <img {...attributes} alt={attributes.alt} loading="lazy" decoding="async" />
  );
}
