'use client';

import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * Drives a native `<dialog>` as a modal from React state. The browser gives us the hard parts:
 * the focus trap, inert background, top layer and Escape. This adds what it leaves out:
 * `open` ⇄ `showModal()` / `close()`, focus back to the opener (not every browser restores it),
 * no page scrolling behind the modal, and closing on a click on the backdrop.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The `close` event arrives a task after `close()`; by then a close the parent asked for
  // (open → false) must not be reported back to it as a new one.
  const openInState = useRef(open);

  useEffect(() => {
    openInState.current = open;
    const dialog = ref.current;
    if (dialog === null) return undefined;
    if (!open) {
      if (dialog.open) dialog.close();
      return undefined;
    }
    if (!dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      // Runs on close and on unmount; the opener may have left the page in the meantime.
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  return {
    ref,
    /** The native `close` event: Escape, a `method="dialog"` form, or `close()`. */
    onDialogClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget && openInState.current) onClose();
    },
    /** Closes through the element, so every way out reports through `onClose` exactly once. */
    close: () => ref.current?.close(),
    /** The dialog element fills only its box; a click on it itself is a click on the backdrop. */
    onBackdropClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) event.currentTarget.close();
    },
  };
}
