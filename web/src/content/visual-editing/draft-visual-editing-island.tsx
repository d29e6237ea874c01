'use client';

import { lazy, Suspense } from 'react';

const DraftVisualEditing = lazy(() =>
  import('./draft-visual-editing').then((module) => ({ default: module.DraftVisualEditing })),
);

/**
 * Visual Editing for a draft-mode page. The layout renders it only in draft mode, and its code
 * loads only then: published pages carry nothing of it.
 */
export function DraftVisualEditingIsland() {
  return (
    <Suspense fallback={null}>
      <DraftVisualEditing />
    </Suspense>
  );
}
