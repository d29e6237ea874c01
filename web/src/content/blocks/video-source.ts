/**
 * Where a video plays from. Third-party players are only ever built as URLs here and loaded by the
 * facade after the visitor's click: YouTube through its no-cookie domain, Vimeo with `dnt=1`. Ids
 * are checked against each provider's id shape, so an odd value cannot reshape the URL.
 */

export type VideoSource =
  | { readonly kind: 'embed'; readonly provider: 'youtube' | 'vimeo'; readonly src: string }
  | { readonly kind: 'file'; readonly src: string; readonly type: string | null };

interface VideoFields {
  readonly provider: string | null;
  readonly videoId: string | null;
  readonly fileUrl: string | null;
  readonly fileType: string | null;
}

const youtubeId = /^[A-Za-z0-9_-]{6,20}$/u;
const vimeoId = /^[0-9]{1,12}$/u;
/** A file asset: Sanity's CDN or this site's own content route, nothing else. */
const fileUrlShape = /^(?:https:\/\/cdn\.sanity\.io\/|\/(?!\/))[^\s"'<>\\]*$/u;

export function videoSource(video: VideoFields): VideoSource | null {
  const id = video.videoId?.trim() ?? '';
  switch (video.provider) {
    case 'youtube':
      return youtubeId.test(id)
        ? { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` }
        : null;
    case 'vimeo':
      return vimeoId.test(id)
        ? { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` }
        : null;
    case 'file':
      return video.fileUrl !== null && fileUrlShape.test(video.fileUrl)
        ? { kind: 'file', src: video.fileUrl, type: video.fileType }
        : null;
    default:
      return null;
  }
}

/** `PT4M5S` for `<time dateTime>` and `4:05` for the eye. */
export function videoDuration(seconds: number | null): { iso: string; text: string } | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    iso: `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${rest > 0 || total < 60 ? `${rest}S` : ''}`,
    text: hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`,
  };
}
