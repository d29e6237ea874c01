import { describe, expect, it } from 'vitest';
import { toQueryReady } from './index';

describe('toQueryReady', () => {
  it('uses the given base URL, project and dataset and handles file assets', () => {
    const sha = 'a'.repeat(40);
    const result = toQueryReady(
      [
        {
          _id: 'doc',
          _type: 'video',
          file: { _type: 'file', _sanityAsset: `file@file://./files/${sha}.mp4` },
          images: [{ _key: 'k', _type: 'image', _sanityAsset: `image@file://./images/${sha}-10x20.png`, alt: 'x' }],
        },
      ],
      { assetBaseUrl: 'https://cdn.example/', projectId: 'p', dataset: 'd' },
    );
    expect(result.map((entry) => entry._id)).toEqual(['doc', `file-${sha}-mp4`, `image-${sha}-10x20-png`]);
    expect(result[0]).toMatchObject({
      file: { _type: 'file', asset: { _type: 'reference', _ref: `file-${sha}-mp4` } },
      images: [{ _key: 'k', alt: 'x', asset: { _ref: `image-${sha}-10x20-png` } }],
    });
    expect(result[2]).toMatchObject({
      _type: 'sanity.imageAsset',
      url: `https://cdn.example/images/p/d/${sha}-10x20.png`,
      metadata: { dimensions: { width: 10, height: 20, aspectRatio: 0.5 } },
    });
    expect(result[1]).toMatchObject({ _type: 'sanity.fileAsset', url: `https://cdn.example/files/p/d/${sha}.mp4` });
    expect(() => toQueryReady([{ _id: 'x', _type: 'y', image: { _sanityAsset: 'image@https://evil' } }])).toThrow(
      /Unsupported/,
    );
  });
});
