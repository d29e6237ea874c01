'use client';

import { useCallback, useEffect, useState } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Icon } from '@/ui/icon/icon';

/**
 * Previous/next buttons for a horizontally scrolling list (the product carousel). The list itself
 * is server-rendered and usable without JavaScript (swipe, scroll, Tab through its links); the
 * buttons page by one visible width and are disabled at either end (and until the page hydrates).
 */
export function CarouselButtons({ listId }: { readonly listId: string }) {
  const intl = useIntl();
  // Both disabled until the list is measured after hydration: a press before that would do nothing.
  const [edges, setEdges] = useState({ start: true, end: true });

  const update = useCallback(() => {
    const list = document.getElementById(listId);
    if (list === null) return;
    const max = list.scrollWidth - list.clientWidth;
    setEdges({ start: list.scrollLeft <= 1, end: list.scrollLeft >= max - 1 });
  }, [listId]);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (list === null) return;
    // The observer reports the list's size once at once and again on every change.
    const resize = new ResizeObserver(update);
    resize.observe(list);
    list.addEventListener('scroll', update, { passive: true });
    return () => {
      resize.disconnect();
      list.removeEventListener('scroll', update);
    };
  }, [listId, update]);

  const page = (direction: 1 | -1) => {
    const list = document.getElementById(listId);
    if (list === null) return;
    // Right-to-left layouts scroll towards negative offsets; our languages are all left-to-right.
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  const buttonClasses =
    'inline-flex size-10 items-center justify-center rounded-full border border-ink-300 bg-white text-ink-900 transition-colors hover:border-ink-500 hover:bg-ink-50 disabled:cursor-not-allowed disabled:border-ink-200 disabled:text-ink-300';
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-controls={listId}
        aria-label={intl.formatMessage({ id: 'blocks.carousel.previous' })}
        disabled={edges.start}
        onClick={() => page(-1)}
        className={buttonClasses}
      >
        <Icon name="lucide:chevron-left" />
      </button>
      <button
        type="button"
        aria-controls={listId}
        aria-label={intl.formatMessage({ id: 'blocks.carousel.next' })}
        disabled={edges.end}
        onClick={() => page(1)}
        className={buttonClasses}
      >
        <Icon name="lucide:chevron-right" />
      </button>
    </div>
  );
}
