import type { Locale } from '@seedshop/locales';
import { ContentImage } from '@/content/content-image';
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
      <div className="relative aspect-video overflow-hidden rounded-[var(--radius-card)] bg-ink-900">
        {source === null ? (
          <ContentImage image={poster} sizes={posterSizes} className="absolute inset-0 size-full object-cover" />
        ) : source.kind === 'file' ? (
          // Captions are in the transcript below; the file has no text track of its own.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            preload="none"
            poster={contentImageUrl(poster, { width: 1280, fit: 'max', format: 'webp' }) ?? undefined}
            className="absolute inset-0 size-full bg-ink-900"
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
            <ContentImage image={poster} sizes={posterSizes} className="absolute inset-0 size-full object-cover" />
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
        <details className="group mt-4 rounded-[var(--radius-card)] border border-ink-200 bg-white px-4">
          <summary className="cursor-pointer py-3 font-semibold text-ink-900 hover:text-brand-700">
            {intl.formatMessage({ id: 'blocks.video.transcript' })}
          </summary>
          <p className="pb-4 leading-relaxed whitespace-pre-line text-ink-700">{video.transcript}</p>
        </details>
      )}
    </div>
  );
}
