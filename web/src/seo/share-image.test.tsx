import { describe, expect, it } from 'vitest';
import { shareImageResponse } from './share-image';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="300" r="200" fill="#2f9e5a"/></svg>';

describe('share image', () => {
  it('is a 1200×630 PNG with the picture drawn in', async () => {
    const response = shareImageResponse({ title: 'Lemon Haze Auto', subtitle: 'Green Valley Seeds', svg });
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const header = new DataView(bytes.buffer, bytes.byteOffset);
    // IHDR: width and height right after the signature and the chunk's length and type.
    expect([header.getUint32(16), header.getUint32(20)]).toEqual([1200, 630]);
  });

  it('is drawn without a picture too (German title)', async () => {
    const response = shareImageResponse({ title: 'Zitronen-Haze', subtitle: 'Grüne Samen', svg: null });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
