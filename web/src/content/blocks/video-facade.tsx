'use client';

import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/ui/use-hydrated';

interface VideoFacadeProps {
  /** The player URL (YouTube no-cookie or Vimeo), requested only after the click. */
  readonly src: string;
  readonly title: string;
  /** "Play video: {title}". */
  readonly playLabel: string;
  /** The poster, rendered on the server. */
  readonly children: ReactNode;
}

/**
 * Click-to-load: until the visitor presses play, the page shows our own poster and button and
 * nothing at all is requested from the video provider (no scripts, cookies or thumbnails). The
 * click swaps in the provider's player, which starts at once (`autoplay=1`). The button only works
 * with the page's scripts, so it is disabled until they run (a press on the server's HTML did
 * nothing).
 */
export function VideoFacade({ src, title, playLabel, children }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  if (playing) {
    return (
      <iframe
        src={src}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
    );
  }
  return (
    <>
      {children}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        disabled={!hydrated}
        aria-label={playLabel}
        className="kit-play group"
      >
        <span>
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
          </svg>
        </span>
      </button>
    </>
  );
}
