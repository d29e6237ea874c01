'use client';

import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition, type ComponentProps } from 'react';

type Refresh = NonNullable<ComponentProps<typeof VisualEditing>['refresh']>;

/** Where the page hears of draft changes (server-sent events, draft mode only). */
export const DRAFT_CHANGES_URL = '/api/draft-mode/live';
const MAX_RENDER_MS = 5_000;

/**
 * Visual Editing in draft mode: click-to-edit overlays on the stega-encoded text, and a fresh
 * server render whenever content changes. The pages read drafts per request, so a render shows
 * the editor's text as the lake stores it while they type.
 *
 * Changes come from the content source's live events (`/api/draft-mode/live`) the moment the
 * draft is saved: the Studio's own `presentation/refresh` for a changed document comes a second
 * later (it waits for the typing to pause), so while the live stream is open those are skipped.
 * One render at a time: changes during a render ask for one more render after it.
 */
export function DraftVisualEditing() {
  const router = useRouter();
  const [rendering, startRender] = useTransition();
  const [live, setLive] = useState(false);
  /** When the render in progress started (0: none); a render never counts as running for over 5 s. */
  const renderStarted = useRef(0);
  const again = useRef(false);

  const render = useCallback(() => {
    renderStarted.current = Date.now();
    startRender(() => router.refresh());
  }, [router]);

  useEffect(() => {
    if (rendering) return;
    renderStarted.current = 0;
    if (again.current) {
      again.current = false;
      render();
    }
  }, [rendering, render]);

  useEffect(() => {
    const source = new EventSource(DRAFT_CHANGES_URL);
    source.addEventListener('open', () => setLive(true));
    source.addEventListener('error', () => setLive(false));
    source.addEventListener('change', () => {
      if (Date.now() - renderStarted.current < MAX_RENDER_MS) again.current = true;
      else render();
    });
    return () => source.close();
  }, [render]);

  const refresh = useCallback<Refresh>(
    (payload) => {
      if (payload.source === 'mutation' && live) return Promise.resolve();
      render();
      // Lets Visual Editing show its "refreshing" state until the new render has had time to land.
      return new Promise((done) => setTimeout(done, 500));
    },
    [live, render],
  );
  return <VisualEditing refresh={refresh} zIndex={1000} />;
}
