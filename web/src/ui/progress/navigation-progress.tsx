'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { NAVIGATION_START_EVENT } from '@/routing/navigation-start';
import { clampProgress, trickle } from './progress';

const TRICKLE_MS = 200;
const DONE_FADE_MS = 250;

interface PendingNavigation {
  /** The location the navigation started from; any other location means it finished. */
  readonly from: string;
  readonly progress: number;
}

/** A thin bar at the top of the window while a page is loading. */
export function NavigationProgress() {
  const intl = useIntl();
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const currentLocation = useRef(location);
  const [pending, setPending] = useState<PendingNavigation | null>(null);
  const done = pending !== null && pending.from !== location;

  useEffect(() => {
    currentLocation.current = location;
  }, [location]);

  // Started by the site's links and the redirect shortcut (a click the page handles itself, or
  // one the browser follows with a full page load, shows no bar).
  useEffect(() => {
    const onStart = () => setPending({ from: currentLocation.current, progress: 0.08 });
    window.addEventListener(NAVIGATION_START_EVENT, onStart);
    return () => window.removeEventListener(NAVIGATION_START_EVENT, onStart);
  }, []);

  useEffect(() => {
    if (pending === null) return undefined;
    if (done) {
      const hide = window.setTimeout(() => setPending(null), DONE_FADE_MS);
      return () => window.clearTimeout(hide);
    }
    const tick = window.setInterval(
      () => setPending((value) => (value === null ? null : { ...value, progress: trickle(value.progress) })),
      TRICKLE_MS,
    );
    return () => window.clearInterval(tick);
  }, [pending, done]);

  if (pending === null) return null;
  const value = clampProgress(done ? 1 : pending.progress);
  return (
    <div
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'progress.label' })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className="h-full origin-left bg-brand-600 transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${value})` }}
      />
    </div>
  );
}
