import { describe, expect, it } from 'vitest';
import {
  exportedAssetId,
  exportedAssetMarker,
  findAssetMarkers,
  parseAssetMarker,
  replaceAssetMarkers,
} from './asset-markers';

const sha1 = '0123456789abcdef0123456789abcdef01234567';
const image = `image@file://./images/${sha1}-1200x800.webp`;
const file = `file@file://./files/${sha1}.pdf`;

describe('_sanityAsset markers', () => {
  it('reads the kind and location of a marker', () => {
    expect(parseAssetMarker(image)).toEqual({ kind: 'image', location: `file://./images/${sha1}-1200x800.webp` });
    expect(parseAssetMarker('file@https://example.com/a.pdf')).toEqual({
      kind: 'file',
      location: 'https://example.com/a.pdf',
    });
    for (const bad of ['video@file://./x.mp4', 'image@', 'images/x.png']) expect(parseAssetMarker(bad), bad).toBeNull();
  });

  it('names exported files and the assets an import makes of them as Sanity does', () => {
    expect(exportedAssetMarker('image', `${sha1}-1200x800.webp`)).toBe(image);
    expect(exportedAssetId(image)).toBe(`image-${sha1}-1200x800-webp`);
    expect(exportedAssetId(file)).toBe(`file-${sha1}-pdf`);
    for (const other of ['image@file://./images/photo.jpg', `image@https://cdn.example/${sha1}-1x1.png`])
      expect(exportedAssetId(other), other).toBeUndefined();
  });

  it('finds markers in document order and swaps them in place for references', () => {
    const document = {
      _id: 'doc',
      hero: { _type: 'image', _sanityAsset: image, alt: 'Seedlings' },
      gallery: [{ _key: 'k', _type: 'file', _sanityAsset: file }],
      other: { _type: 'image', _sanityAsset: 'image@file://./images/photo.jpg' },
    };
    expect(findAssetMarkers(document)).toEqual([image, file, 'image@file://./images/photo.jpg']);
    expect(replaceAssetMarkers(document, exportedAssetId)).toEqual({
      _id: 'doc',
      hero: { _type: 'image', asset: { _type: 'reference', _ref: `image-${sha1}-1200x800-webp` }, alt: 'Seedlings' },
      gallery: [{ _key: 'k', _type: 'file', asset: { _type: 'reference', _ref: `file-${sha1}-pdf` } }],
      other: { _type: 'image', _sanityAsset: 'image@file://./images/photo.jpg' },
    });
  });
});
