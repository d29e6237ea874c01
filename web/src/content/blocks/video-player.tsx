import type { Locale } from '@seedshop/locales';
import { ContentImage, posterImageWidths } from '@/content/content-image';
import { contentImageUrl } from '@/content/image-url';
import { getIntl } from '@/i18n/server';
import { VideoFacade } from './block-islands';
import type { VideoValue } from './block-types';
import { videoSource } from './video-source';

const posterSizes = '(min-width: 1024px) 56rem, 100vw';

const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * A video document's player: for YouTube and Vimeo a click-to-load facade (poster and play button;
 * nothing loads from the provider before the click), for an uploaded file a native `<video>` that
 * loads nothing before play either (`preload="none"`). The transcript follows in a disclosure.
 * Used by the video block and the /videos page.
 */
export function VideoPlayer({ locale, video }: { readonly locale: Locale; readonly video: VideoValue }) {
  const intl = getIntl(locale);
  const source = videoSource(video);
  const title = video.title;
  const poster = video.poster;
  return (
    <div>
      <div className="kit-player">
        {source === null ? (
          <ContentImage image={poster} sizes={posterSizes} ladder={posterImageWidths} />
        ) : source.kind === 'file' ? (
          // Captions are in the transcript below; the file has no text track of its own.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            preload="none"
            poster={contentImageUrl(poster, { width: 1280, fit: 'max', format: 'webp' }) ?? undefined}
            aria-label={title}
          >
            <source src={source.src} type={source.type ?? undefined} />
          </video>
        ) : (
          <VideoFacade
            src={source.src}
            title={title}
            playLabel={intl.formatMessage({ id: 'blocks.video.play' }, { title })}
          >
            <ContentImage image={poster} sizes={posterSizes} ladder={posterImageWidths} />
          </VideoFacade>
        )}
      </div>
      {source === null && (
        <p className="mt-2 text-sm text-ink-600">{intl.formatMessage({ id: 'blocks.video.unavailable' })}</p>
      )}
      {source?.kind === 'embed' && (
        <p className="mt-2 text-xs text-ink-600">
          {intl.formatMessage({ id: 'blocks.video.consent' }, { provider: providerNames[source.provider] })}
        </p>
      )}
      {video.transcript && (
        <details className="kit-transcript">
          <summary>{intl.formatMessage({ id: 'blocks.video.transcript' })}</summary>
          <p>{video.transcript}</p>
        </details>
      )}
    </div>
  );
}
