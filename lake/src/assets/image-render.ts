import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { OutputFormat } from './image-params';
import type { RenderPlan, Size } from './image-plan';

/**
 * Renders a plan with sharp. Which renditions exist and how they are kept: rendition-policy.ts,
 * rendition-cache.ts.
 */

export const contentTypes: Readonly<Record<OutputFormat, string>> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

export const extensions: Readonly<Record<OutputFormat, string>> = {
  jpg: 'jpg',
  pjpg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** Sanity's default quality is 75. */
const DEFAULT_QUALITY = 75;
/** Refuse decompression bombs: a 50 MB upload may still claim gigapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

function rgba(hex: string | null, fallbackAlpha: number): { r: number; g: number; b: number; alpha: number } {
  const value = hex ?? '#ffffff';
  const channel = (offset: number) => parseInt(value.slice(offset, offset + 2), 16);
  return {
    r: channel(1),
    g: channel(3),
    b: channel(5),
    alpha: value.length === 9 ? channel(7) / 255 : hex ? 1 : fallbackAlpha,
  };
}

async function turned(source: Buffer, plan: RenderPlan): Promise<{ image: Sharp; size: Size }> {
  const oriented = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).autoOrient();
  if (!plan.rect && plan.orientation === 0 && !plan.flipHorizontal && !plan.flipVertical) {
    const { autoOrient } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return { image: oriented, size: autoOrient };
  }
  // Materialised, so the crop and resize that follow cannot be reordered around the turn by sharp.
  let first = oriented;
  if (plan.rect) first = first.extract(plan.rect);
  if (plan.orientation !== 0) first = first.rotate(plan.orientation);
  if (plan.flipVertical) first = first.flip();
  if (plan.flipHorizontal) first = first.flop();
  const { data, info } = await first.raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { image: sharp(data, { raw }), size: { width: info.width, height: info.height } };
}

export async function renderImage(source: Buffer, plan: RenderPlan): Promise<Buffer> {
  const start = await turned(source, plan);
  let image = start.image;
  if (plan.region) image = image.extract(plan.region);
  if (plan.scaled) {
    image = image.resize(plan.scaled.width, plan.scaled.height, {
      fit: plan.entropy ? 'cover' : 'fill',
      ...(plan.entropy ? { position: sharp.strategy.entropy } : {}),
    });
  }
  const picture = plan.scaled ?? plan.region ?? start.size;
  const opaque = plan.format === 'jpg' || plan.format === 'pjpg';
  if (plan.canvas) {
    const left = Math.floor((plan.canvas.width - picture.width) / 2);
    const top = Math.floor((plan.canvas.height - picture.height) / 2);
    image = image.extend({
      left,
      top,
      right: plan.canvas.width - picture.width - left,
      bottom: plan.canvas.height - picture.height - top,
      background: rgba(plan.background, opaque ? 1 : 0),
    });
  }
  if (plan.blur !== null) image = image.blur(0.3 + plan.blur / 20);
  if (plan.sharpen !== null) image = image.sharpen({ sigma: 0.5 + plan.sharpen / 50 });
  if (plan.saturation !== null) image = image.modulate({ saturation: 1 + plan.saturation / 100 });
  if (plan.invert) image = image.negate({ alpha: false });
  const quality = plan.quality ?? DEFAULT_QUALITY;
  switch (plan.format) {
    case 'jpg':
    case 'pjpg':
      image = image
        .flatten({ background: rgba(plan.background, 1) })
        .jpeg({ quality, progressive: plan.format === 'pjpg', mozjpeg: true });
      break;
    case 'png':
      image = image.png();
      break;
    case 'webp':
      image = image.webp({ quality });
      break;
    case 'avif':
      image = image.avif({ quality: plan.quality ?? 50, effort: 2 });
      break;
    case 'gif':
      image = image.gif();
      break;
  }
  return image.toBuffer();
}

/** Names a variant of a source file: the cache file name and the ETag. */
export function variantKey(sourceFile: string, plan: RenderPlan): string {
  return createHash('sha1').update(sourceFile).update('\0').update(JSON.stringify(plan)).digest('hex');
}
