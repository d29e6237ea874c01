'use client';

import { lazy, Suspense } from 'react';
import type { ErrorViewProps } from '@/site/error-view';

/** The page's code loads when a failure shows it, not with every page's first load. */
const ErrorView = lazy(() => import('@/site/error-view').then((module) => ({ default: module.ErrorView })));

/** The generic error page for every failure other than 404 (site/error-view.tsx). */
export default function ErrorPage(props: ErrorViewProps) {
  // Its own boundary: while the view's code loads after a failure in the browser, only this part waits.
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
