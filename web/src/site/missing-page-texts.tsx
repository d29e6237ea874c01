'use client';

import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type { NotFoundTexts } from './not-found-view';

/** The view's code loads when an address turns out to name nothing, not with every cached page. */
const NotFoundView = lazy(() => import('./not-found-view').then((module) => ({ default: module.NotFoundView })));

const MissingPageContext = createContext<NotFoundTexts | null>(null);

/** Holds the 404 texts of an address that names nothing, for the not-found boundary below. */
export function MissingPageTexts({ texts, children }: { readonly texts: NotFoundTexts; readonly children: ReactNode }) {
  return <MissingPageContext.Provider value={texts}>{children}</MissingPageContext.Provider>;
}

/** The 404 page of a cached address, with the texts its layout worded. */
export function MissingPageView() {
  const texts = useContext(MissingPageContext);
  // Its own boundary: while the view's code loads on a client-side navigation, only this part waits.
  return texts === null ? null : (
    <Suspense fallback={null}>
      <NotFoundView texts={texts} />
    </Suspense>
  );
}
