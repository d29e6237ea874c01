import sharp, { type Metadata } from 'sharp';
import { LakeError } from '../contract';

/**
 * What Sanity's asset pipeline records about an uploaded image: the file extension it names the
 * image by, its dimensions (after EXIF orientation, as browsers show it), alpha, the `lqip`
 * (a ~20 px blurred preview as a data URL) that the Studio and `@sanity/image-url` users show
 * while the real image loads, and the palette's dominant swatch (a colour a page can hold the
 * image's place with for the cost of seven characters).
 */
export interface ImageDescription {
  readonly extension: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly hasAlpha: boolean;
  readonly isOpaque: boolean;
  readonly lqip: string;
  readonly dominant: Swatch;
}

/** A palette swatch as Sanity records it: the colour, and black or white text that reads on it. */
export interface Swatch {
  readonly background: string;
  readonly foreground: string;
  readonly title: string;
}

/** Decoder name → Sanity's extension. Formats outside this list are refused (415). */
function extensionOf(metadata: Metadata): { extension: string; mimeType: string } | null {
  switch (metadata.format) {
    case 'jpeg':
      return { extension: 'jpg', mimeType: 'image/jpeg' };
    case 'png':
      return { extension: 'png', mimeType: 'image/png' };
    case 'webp':
      return { extension: 'webp', mimeType: 'image/webp' };
    case 'gif':
      return { extension: 'gif', mimeType: 'image/gif' };
    case 'svg':
      return { extension: 'svg', mimeType: 'image/svg+xml' };
    case 'tiff':
      return { extension: 'tiff', mimeType: 'image/tiff' };
    case 'heif':
      return metadata.compression === 'av1'
        ? { extension: 'avif', mimeType: 'image/avif' }
        : { extension: 'heic', mimeType: 'image/heic' };
    default:
      return null;
  }
}

const LQIP_WIDTH = 20;

async function lqipOf(bytes: Buffer, hasAlpha: boolean): Promise<string> {
  const preview = sharp(bytes, { animated: false })
    .autoOrient()
    .resize({ width: LQIP_WIDTH, height: LQIP_WIDTH, fit: 'inside' });
  // WebP keeps transparency; JPEG is smaller for opaque pictures (and is what Sanity sends).
  const [mime, data] = hasAlpha
    ? ['image/webp', await preview.webp({ quality: 40 }).toBuffer()]
    : ['image/jpeg', await preview.jpeg({ quality: 40 }).toBuffer()];
  return `data:${mime};base64,${data.toString('base64')}`;
}

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** The most frequent colour (sharp's dominant bin) as a swatch with readable text on it. */
function swatchOf({ r, g, b }: { r: number; g: number; b: number }): Swatch {
  const background = `#${hex(r)}${hex(g)}${hex(b)}`;
  // WCAG relative luminance; white text on dark colours, black on light ones.
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return { background, foreground: luminance > 0.179 ? '#000' : '#fff', title: background };
}

export async function describeImage(bytes: Buffer): Promise<ImageDescription> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new LakeError(415, 'The upload is not an image this server can read');
  }
  const kind = extensionOf(metadata);
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  if (!kind || !(width > 0) || !(height > 0)) {
    throw new LakeError(415, `Unsupported image format: ${metadata.format}`);
  }
  const hasAlpha = metadata.hasAlpha;
  try {
    // One pass over the pixels answers both: is any pixel transparent, and the dominant colour.
    const [stats, lqip] = await Promise.all([sharp(bytes).stats(), lqipOf(bytes, hasAlpha)]);
    const isOpaque = hasAlpha ? stats.isOpaque : true;
    return { ...kind, width, height, hasAlpha, isOpaque, lqip, dominant: swatchOf(stats.dominant) };
  } catch {
    throw new LakeError(415, 'The image could not be decoded');
  }
}
