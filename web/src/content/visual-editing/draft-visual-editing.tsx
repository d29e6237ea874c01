'use client';

import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps } from 'react';

type Refresh = NonNullable<ComponentProps<typeof VisualEditing>['refresh']>;

/**
 * Visual Editing in draft mode: click-to-edit overlays on the stega-encoded text, and a fresh
 * server render whenever the Studio reports a change to a document (the editor's draft, as the
 * lake stores it while they type) or asks for a reload. next-sanity's default ignores document
 * changes unless a live-preview loader runs; the pages read drafts per request, so a refresh
 * shows the change.
 */
export function DraftVisualEditing() {
  const router = useRouter();
  const refresh = useCallback<Refresh>(() => {
    router.refresh();
    // Lets Visual Editing show its "refreshing" state until the new render has had time to land.
    return new Promise((done) => setTimeout(done, 500));
  }, [router]);
  return <VisualEditing refresh={refresh} zIndex={1000} />;
}
