import { readFileSync } from 'node:fs';
import type * as ReactDom from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const reactDomPreload = vi.hoisted(() => vi.fn());
vi.mock('react-dom', async (original) => ({
  ...(await original<typeof ReactDom>()),
  preload: reactDomPreload,
}));
import { ContentImage, placeholderStyle, posterImageWidths, renditionWidths } from './content-image';
import { EagerImage } from '@/ui/eager-image';
import { contentImageUrl, intrinsicSize } from './image-url';

const sha = 'c'.repeat(40);
const lakePath = `/images/local/production/${sha}-1600x900.webp`;
const localImage = {
  alt: 'Seedlings in a tray',
  asset: {
    _id: `image-${sha}-1600x900-webp`,
    url: `/api/content${lakePath}`,
    metadata: { dimensions: { width: 1600, height: 900 }, lqip: null },
  },
};

describe('content image URLs', () => {
  it('point at this site’s image route for the lake’s images, never at the lake', () => {
    const lakeImage = { ...localImage, asset: { ...localImage.asset, url: `https://localhost:3333${lakePath}` } };
    expect(contentImageUrl(lakeImage, { width: 640, format: 'webp', fit: 'max' })).toBe(
      `/api/content${lakePath}?w=640&fm=webp&fit=max`,
    );
    const elsewhere = { ...localImage, asset: { ...localImage.asset, url: `https://lake.internal:8443${lakePath}` } };
    expect(contentImageUrl(elsewhere)).toBe(`/api/content${lakePath}`);
    expect(contentImageUrl(localImage, { width: 640 })).toBe(`/api/content${lakePath}?w=640`);
  });

  it('point at Sanity’s CDN for a Sanity asset, crop and hotspot included', () => {
    const image = {
      asset: {
        _id: 'image-abc123-2000x1000-jpg',
        url: 'https://cdn.sanity.io/images/p1abc/production/abc123-2000x1000.jpg',
      },
      crop: { top: 0, bottom: 0, left: 0.1, right: 0.1 },
      hotspot: { x: 0.5, y: 0.5, width: 0.3, height: 0.3 },
    };
    const url = contentImageUrl(image, { width: 400, height: 400, fit: 'crop', format: 'webp' });
    expect(url).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/p1abc\/production\/abc123-2000x1000\.jpg\?rect=/);
    expect(url).toContain('w=400&h=400');
  });

  it('give up without an asset, and read sizes from metadata or the asset id', () => {
    expect(contentImageUrl({ asset: null })).toBeNull();
    expect(contentImageUrl({ asset: { _id: 'image-x-1x1-png', url: null } })).toBeNull();
    expect(intrinsicSize(localImage)).toEqual({ width: 1600, height: 900 });
    expect(intrinsicSize({ asset: { _id: 'image-abc-800x600-png' } })).toEqual({ width: 800, height: 600 });
    expect(intrinsicSize({ asset: { _id: 'nonsense' } })).toBeNull();
  });
});

describe('<ContentImage>', () => {
  it('offers renditions up to the file’s own width', () => {
    expect(renditionWidths(800)).toEqual([320, 480, 640, 768, 800]);
    expect(renditionWidths(4000)).toEqual([320, 480, 640, 768, 960, 1200, 1440, 1680, 1920]);
  });

  it('offers a poster the shorter ladder', () => {
    expect(renditionWidths(1600, posterImageWidths)).toEqual([640, 960, 1200, 1600]);
    expect(renditionWidths(4000, posterImageWidths)).toEqual([640, 960, 1200, 1600, 1920]);
    expect(renditionWidths(500, posterImageWidths)).toEqual([500]);
  });

  it('renders a lazy responsive image with its size and alt text', () => {
    const html = renderToStaticMarkup(<ContentImage image={localImage} sizes="100vw" className="w-full" />);
    expect(html).toContain('alt="Seedlings in a tray"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain(`${sha}-1600x900.webp?w=320&amp;fm=webp&amp;fit=max 320w`);
    expect(html).toContain('1600w');
    expect(html).not.toContain('fetchPriority');
  });

  it('loads an LCP image eagerly with high priority, cropped to a ratio', () => {
    const html = renderToStaticMarkup(<ContentImage image={localImage} sizes="100vw" priority aspectRatio={1} />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"/i);
    expect(html).toContain('width="900" height="900"'); // the square crop of a 1600×900 file
    expect(html).toContain('rect=350,0,900,900&amp;w=320&amp;h=320&amp;fm=webp&amp;fit=crop 320w');
    expect(html).not.toContain('1200w');
  });

  it('sends no preload hint for the LCP image, which a prefetched page would push into other pages', () => {
    reactDomPreload.mockClear();
    const html = renderToStaticMarkup(<ContentImage image={localImage} sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(reactDomPreload).not.toHaveBeenCalled();
  });

  it('renders the LCP image from a client component: React adds a preload hint to the server-component payload for an eager <img> rendered on the server, and a prefetched page carried its hero into other pages', () => {
    const eager = ContentImage({ image: localImage, sizes: '100vw', priority: true });
    expect(eager?.type).toBe(EagerImage);
    expect(readFileSync(new URL('../ui/eager-image.tsx', import.meta.url), 'utf8')).toMatch(/^'use client';/);
    // A lazy image gets no hint, and stays a plain server-rendered <img>.
    expect(ContentImage({ image: localImage, sizes: '100vw' })?.type).toBe('img');
  });

  it('gives decorative images an empty alt and warns about a missing one', () => {
    expect(renderToStaticMarkup(<ContentImage image={{ ...localImage, decorative: true }} sizes="50vw" />)).toContain(
      'alt=""',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderToStaticMarkup(<ContentImage image={{ ...localImage, alt: null }} sizes="50vw" />);
    expect(warn).toHaveBeenCalled();
  });

  it('renders nothing for an image without an asset', () => {
    expect(renderToStaticMarkup(<ContentImage image={{ alt: 'x', asset: null }} sizes="100vw" />)).toBe('');
  });
});

describe('placeholderStyle', () => {
  const image = (metadata: {
    lqip?: string | null;
    palette?: { dominant?: { background?: string | null } | null } | null;
  }) => ({
    asset: { _id: 'image-a', url: '/x.webp', metadata: { dimensions: { width: 1600, height: 900 }, ...metadata } },
  });
  const lqip = 'data:image/jpeg;base64,AAAA';

  it('gives the image a page opens with its blurred preview', () => {
    expect(placeholderStyle(image({ lqip, palette: { dominant: { background: '#336699' } } }), true)).toMatchObject({
      backgroundImage: `url("${lqip}")`,
    });
  });

  it('gives every other image its dominant colour, and nothing without a usable one', () => {
    expect(placeholderStyle(image({ lqip, palette: { dominant: { background: '#336699' } } }), false)).toEqual({
      backgroundColor: '#336699',
    });
    expect(placeholderStyle(image({ lqip, palette: null }), false)).toBeUndefined();
    expect(placeholderStyle(image({ palette: { dominant: { background: 'red;x:url(y)' } } }), false)).toBeUndefined();
  });
});
