'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { internalLinkTarget } from '@/ui/update/internal-link';
import { KEEP_SCROLL, SOFT_LINK_ATTRIBUTE } from './link';
import { announceNavigation } from './navigation-start';

function softLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest(`a[${SOFT_LINK_ATTRIBUTE}]`) : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/**
 * Client-side navigation for the site's links (`routing/link.tsx`), from one listener on the
 * document instead of a component per link:
 * - a plain left click on a marked, same-origin link that nothing else handled (a component's own
 *   `onClick`, the update watcher's full page load, the route manifest's redirect shortcut all run
 *   first and mark the click handled) becomes `router.push`, announced to the loading bar; a
 *   modified click, another window's target or a download stays the browser's;
 * - the pointer over a marked link, its focus or a touch prefetches its page, once per address.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = softLinkOf(event.target);
      const url = anchor === null ? null : internalLinkTarget(event);
      if (anchor === null || url === null || (anchor.target !== '' && anchor.target !== '_self')) return;
      event.preventDefault();
      const scroll = anchor.getAttribute(SOFT_LINK_ATTRIBUTE) !== KEEP_SCROLL;
      announceNavigation(url);
      startTransition(() => router.push(`${url.pathname}${url.search}${url.hash}`, { scroll }));
    };
    const onIntent = (event: Event) => {
      const anchor = softLinkOf(event.target);
      if (anchor === null) return;
      const url = new URL(anchor.href, window.location.href);
      const address = `${url.pathname}${url.search}`;
      if (url.origin !== window.location.origin || prefetched.has(address)) return;
      prefetched.add(address);
      router.prefetch(address);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router]);
  return null;
}
