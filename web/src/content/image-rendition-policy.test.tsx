import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentImage, posterImageWidths } from './content-image';
import { checkRendition, CROP_RATIOS } from './image-rendition-policy';
import { contentImageUrl } from './image-url';
import { openGraphImage } from './pages/shared/og-image';

const sizes: readonly (readonly [number, number, string])[] = [
  [800, 800, 'webp'],
  [1600, 900, 'webp'],
  [3000, 2000, 'jpg'],
  [1000, 700, 'png'],
  [500, 1200, 'jpg'],
  [64, 32, 'png'],
  [30, 10, 'svg'],
];

function image(width: number, height: number, extension: string, edited: boolean) {
  const sha = String(width).padStart(4, '0').repeat(10);
  return {
    alt: 'A picture',
    asset: {
      _id: `image-${sha}-${width}x${height}-${extension}`,
      url: `https://localhost:3333/images/local/production/${sha}-${width}x${height}.${extension}`,
      metadata: { dimensions: { width, height }, lqip: null },
    },
    ...(edited
      ? {
          crop: { top: 0.1, bottom: 0.05, left: 0.2, right: 0 },
          hotspot: { x: 0.6, y: 0.4, width: 0.3, height: 0.3 },
        }
      : {}),
  };
}

/** `/api/content/images/local/production/<file>?…` → the file and the query. */
function parts(url: string): [string, URLSearchParams] {
  const parsed = new URL(url, 'http://site.test');
  return [parsed.pathname.split('/').at(-1) ?? '', parsed.searchParams];
}

/** Every URL a rendered `<img>` links to (src and each srcset candidate). */
function linkedUrls(markup: string): string[] {
  const decode = (value: string) => value.replaceAll('&amp;', '&');
  const src = /src="([^"]+)"/.exec(markup)?.[1];
  const srcSet = /srcSet="([^"]+)"/i.exec(markup)?.[1] ?? '';
  const candidates = srcSet.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');
  return [src ?? '', ...candidates].filter((url) => url !== '').map(decode);
}

describe('the storefront’s image renditions', () => {
  it('pass: every URL <ContentImage> renders, for every ratio, with and without crop', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let checked = 0;
    for (const [width, height, extension] of sizes) {
      for (const edited of [false, true]) {
        for (const [aspectRatio, ladder] of [
          ...[undefined, ...CROP_RATIOS].map((ratio) => [ratio, undefined] as const),
          [undefined, posterImageWidths] as const,
        ]) {
          const markup = renderToStaticMarkup(
            <ContentImage
              image={image(width, height, extension, edited)}
              sizes="100vw"
              aspectRatio={aspectRatio}
              ladder={ladder}
            />,
          );
          for (const url of linkedUrls(markup)) {
            const [file, search] = parts(url);
            expect(checkRendition(file, search), url).toMatchObject({ ok: true });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('pass: the gallery lightbox, video posters and Open Graph images', () => {
    for (const [width, height, extension] of sizes) {
      for (const edited of [false, true]) {
        const source = image(width, height, extension, edited);
        const urls = [
          ...[640, 960, 1280, 1600].map((w) => contentImageUrl(source, { width: w, fit: 'max', format: 'webp' })),
          contentImageUrl(source, { width: 1280, fit: 'max', format: 'webp' }),
          openGraphImage(source)?.url ?? null,
        ];
        for (const url of urls) {
          const [file, search] = parts(url ?? '');
          expect(checkRendition(file, search), url ?? '').toMatchObject({ ok: true });
        }
      }
    }
  });

  it('are passed on rebuilt from the checked parameters only, in one order', () => {
    const file = `${'a'.repeat(40)}-1600x900.webp`;
    expect(checkRendition(file, new URLSearchParams('fit=crop&fm=webp&h=360&w=640&rect=0,0,1600,900'))).toEqual({
      ok: true,
      search: '?rect=0%2C0%2C1600%2C900&w=640&h=360&fm=webp&fit=crop',
    });
  });

  it.each([
    ['the review’s blurred giant', 'w=5000&h=5000&fm=png&blur=50'],
    ['a width the site never links to', 'w=641&fm=webp&fit=max'],
    ['a larger width than the ladder', 'w=2560&fm=webp&fit=max'],
    ['no format (an SVG would go out as it is)', 'w=640&fit=max'],
    ['another format', 'w=640&fm=avif&fit=max'],
    ['no fit', 'w=640&fm=webp'],
    ['another fit', 'w=640&fm=webp&fit=fill'],
    ['a height with fit=max', 'w=640&h=100&fm=webp&fit=max'],
    ['a height of no offered ratio', 'w=640&h=361&fm=webp&fit=crop'],
    ['no width', 'fm=webp&fit=max'],
    ['a width with leading zeros', 'w=0640&fm=webp&fit=max'],
    ['an unknown parameter', 'w=640&fm=webp&fit=max&x=1'],
    ['a cache-busting parameter', 'w=640&fm=webp&fit=max&v=2'],
    ['a parameter twice', 'w=640&w=320&fm=webp&fit=max'],
    ['a quality outside the set', 'w=640&fm=webp&fit=max&q=33'],
    ['a rect outside the picture', 'rect=1000,0,1000,900&w=640&fm=webp&fit=max'],
    ['a malformed rect', 'rect=0,0,10&w=640&fm=webp&fit=max'],
    ['dpr', 'w=640&fm=webp&fit=max&dpr=3'],
  ])('refuse %s', (_name, query) => {
    expect(checkRendition(`${'a'.repeat(40)}-1600x900.webp`, new URLSearchParams(query))).toMatchObject({
      ok: false,
    });
  });

  it('refuse what is not an image file name', () => {
    expect(checkRendition('acl', new URLSearchParams('w=640&fm=webp&fit=max'))).toMatchObject({ ok: false });
  });
});
