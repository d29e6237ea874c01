'use client';

import { lazy, Suspense } from 'react';
import { useIdle } from './use-idle';

const NavigationProgress = lazy(() =>
  import('./progress/navigation-progress').then((module) => ({ default: module.NavigationProgress })),
);
const UpdateWatcher = lazy(() =>
  import('./update/update-watcher').then((module) => ({ default: module.UpdateWatcher })),
);

/**
 * What every page runs but no page needs for its first paint or first click: the loading bar of
 * later navigations and the hourly check for a newer build (with the reload after a failed chunk
 * load). Their code loads once the browser is idle after hydration.
 */
export function IdleServices({ buildId }: { readonly buildId: string }) {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <NavigationProgress />
      <UpdateWatcher buildId={buildId} />
    </Suspense>
  );
}
