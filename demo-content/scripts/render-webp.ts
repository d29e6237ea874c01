/** Rasterises an SVG illustration to WebP (quality 70) with sharp; used by the dataset builder. */
import sharp from 'sharp';

export async function renderWebp(svg: string, quality = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
}
