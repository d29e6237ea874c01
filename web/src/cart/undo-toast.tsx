'use client';

import { toastLibrary } from '@/ui/toast/toast-library';

/**
 * A toast that says what happened and offers to take it back ("… was removed. Undo"). It closes
 * like every toast (2000 ms) unless the shopper uses the button first. `containerId` names a toast
 * container inside an open modal (the mini cart): everything outside a modal dialog is inert.
 */
export function notifyWithUndo(message: string, undoLabel: string, onUndo: () => void, containerId?: string): void {
  void toastLibrary().then(({ toast }) => {
    const id = toast.info(
      <span className="flex items-center justify-between gap-3">
        <span>{message}</span>
        <button
          type="button"
          className="shrink-0 rounded-full border border-ink-500 px-3 py-1 text-sm font-semibold text-ink-900 hover:bg-ink-50"
          onClick={(event) => {
            // The toast closes on a click anywhere in it; the button's click must reach `onUndo` first.
            event.stopPropagation();
            toast.dismiss(id);
            onUndo();
          }}
        >
          {undoLabel}
        </button>
      </span>,
      { containerId },
    );
  });
}
