import 'server-only';
import { ImageResponse } from 'next/og';
import { shareImageSize } from './share-image-size';

interface ShareImageInput {
  readonly title: string;
  readonly subtitle: string;
  /** The picture on the left, as an SVG document (drawn into the PNG, never linked). */
  readonly svg: string | null;
}

/**
 * A PNG of 1200×630 for `og:image`: social networks ignore SVG, so the page's picture is drawn
 * into a raster image here (`next/og`, its bundled font; nothing is fetched from other hosts).
 */
export function shareImageResponse({ title, subtitle, svg }: ShareImageInput): ImageResponse {
  const side = shareImageSize.height;
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#effaf2', color: '#1c1c19' }}>
      {svg !== null && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page element
        <img
          alt=""
          width={side}
          height={side}
          src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
        />
      )}
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, padding: 56 }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ fontSize: 36, marginTop: 24, color: '#4d4d46' }}>{subtitle}</div>
        <div style={{ fontSize: 32, marginTop: 48, color: '#19663a', fontWeight: 700 }}>seedshop</div>
      </div>
    </div>,
    { ...shareImageSize, headers: { 'Cache-Control': 'public, max-age=86400, s-maxage=86400' } },
  );
}
