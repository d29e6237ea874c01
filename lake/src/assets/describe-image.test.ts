import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeImage } from './describe-image';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 128, b: 0 } } });

describe('describeImage', () => {
  it('names formats the way Sanity does (jpeg → jpg) and records an opaque JPEG lqip', async () => {
    const description = await describeImage(await solid(40, 20).jpeg().toBuffer());
    expect(description).toMatchObject({
      extension: 'jpg',
      mimeType: 'image/jpeg',
      width: 40,
      height: 20,
      hasAlpha: false,
      isOpaque: true,
    });
    expect(description.lqip).toMatch(/^data:image\/jpeg;base64,/);
    // The dominant swatch of a solid green picture, with white text (the green is dark).
    expect(description.dominant.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(parseInt(description.dominant.background.slice(3, 5), 16)).toBeGreaterThan(100);
    expect(description.dominant.foreground).toBe('#fff');
  });

  it('reports dimensions as shown, after EXIF orientation', async () => {
    const rotated = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await describeImage(rotated)).toMatchObject({ width: 20, height: 40 });
  });

  it('reads SVG, and tells alpha from opacity', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect width="30" height="10" fill="red"/></svg>',
    );
    expect(await describeImage(svg)).toMatchObject({
      extension: 'svg',
      mimeType: 'image/svg+xml',
      width: 30,
      height: 10,
      hasAlpha: true,
      isOpaque: true,
    });
    const clear = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect(await describeImage(clear)).toMatchObject({ extension: 'png', hasAlpha: true, isOpaque: false });
  });

  it('refuses what is not an image with 415', async () => {
    await expect(describeImage(Buffer.from('%PDF-1.4'))).rejects.toMatchObject({ status: 415 });
  });
});
