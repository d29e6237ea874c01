import 'server-only';
import sharp, { type FitEnum, type ResizeOptions } from 'sharp';
import type { Fit, ImageParams, OutputFormat } from './image-params';

/**
 * Renders one image rendition with sharp, following Sanity's image API: `rect` crops the source
 * first, then `w`/`h` resize by `fit`
 * (https://www.sanity.io/docs/apis-and-sdks/image-urls#fit), then `fm`/`q` encode.
 */
const fitModes: Readonly<Record<Fit, { fit: keyof FitEnum; withoutEnlargement: boolean }>> = {
  clip: { fit: 'inside', withoutEnlargement: false },
  max: { fit: 'inside', withoutEnlargement: true },
  crop: { fit: 'cover', withoutEnlargement: false },
  min: { fit: 'cover', withoutEnlargement: true },
  fill: { fit: 'contain', withoutEnlargement: false },
  fillmax: { fit: 'contain', withoutEnlargement: true },
  scale: { fit: 'fill', withoutEnlargement: false },
};

export const contentTypes: Readonly<Record<OutputFormat, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export async function renderImage(source: Buffer, params: ImageParams, format: OutputFormat): Promise<Buffer> {
  let pipeline = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  if (params.rect) pipeline = pipeline.extract(params.rect);
  if (params.width !== null || params.height !== null) {
    const mode = fitModes[params.fit];
    const resize: ResizeOptions = {
      width: params.width ?? undefined,
      height: params.height ?? undefined,
      fit: mode.fit,
      withoutEnlargement: mode.withoutEnlargement,
      background: { r: 255, g: 255, b: 255, alpha: format === 'jpg' ? 1 : 0 },
    };
    pipeline = pipeline.resize(resize);
  }
  switch (format) {
    case 'webp':
      pipeline = pipeline.webp({ quality: params.quality });
      break;
    case 'jpg':
      pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: params.quality, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
  }
  return pipeline.toBuffer();
}
