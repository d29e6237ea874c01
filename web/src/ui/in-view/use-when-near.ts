'use client';

import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/** How far below (or beside) the viewport an element counts as near: it loads before it shows. */
const NEAR = '800px';

/**
 * Runs `load` once, when the element behind `ref` comes within 800 px of the viewport (once,
 * after which the watch ends). For what a page shows below the fold or off to the side and loads
 * in the browser: its bytes stay out of the page's HTML, and it is there when the visitor gets
 * to it. The returned ref goes on the element to watch (with `watchParent`, on a child of it: an
 * item of a list that scrolls sideways is clipped by the list until scrolled to, so the list is
 * what must come near); `load` receives whether the component is still mounted.
 */
export function useWhenNear<T extends Element>(
  load: (isMounted: () => boolean) => void,
  { watchParent = false }: { readonly watchParent?: boolean } = {},
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const onNear = useEffectEvent(load);
  useEffect(() => {
    const element = watchParent ? (ref.current?.parentElement ?? null) : ref.current;
    if (element === null) return undefined;
    let mounted = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear(() => mounted);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [watchParent]);
  return ref;
}
