import sharp, { type Metadata } from 'sharp';
import { LakeError } from '../contract';

/**
 * What Sanity's asset pipeline records about an uploaded image: the file extension it names the
 * image by, its dimensions (after EXIF orientation, as browsers show it), alpha, and the `lqip`
 * (a ~20 px blurred preview as a data URL) that the Studio and `@sanity/image-url` users show
 * while the real image loads.
 */
export interface ImageDescription {
  readonly extension: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly hasAlpha: boolean;
  readonly isOpaque: boolean;
  readonly lqip: string;
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
    const isOpaque = hasAlpha ? (await sharp(bytes).stats()).isOpaque : true;
    return { ...kind, width, height, hasAlpha, isOpaque, lqip: await lqipOf(bytes, hasAlpha) };
  } catch {
    throw new LakeError(415, 'The image could not be decoded');
  }
}
