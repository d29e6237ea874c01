'use client';

import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { ModalHeader } from './modal-header';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  readonly open: boolean;
  /** Called whenever the dialog closes: close button, Escape, backdrop click or a dialog form. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Confirm buttons. */
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly children?: ReactNode;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog on the native `<dialog>` element, named by its title and described by its
 * description. Content is in the DOM only while it is open, so closed dialogs cost nothing.
 */
export function Dialog({ open, onClose, title, description, footer, size = 'md', children }: DialogProps) {
  const id = useId();
  const { ref, onDialogClose, close, onBackdropClick } = useModalDialog(open, onClose);
  const titleId = `${id}-title`;
  const descriptionId = description === undefined ? undefined : `${id}-description`;
  return (
    // Clicks on the backdrop close the dialog as a mouse shortcut; Escape is the keyboard way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onDialogClose}
      onClick={onBackdropClick}
      className={clsx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-[var(--radius-card)] bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60',
        widths[size],
      )}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <ModalHeader
            layout="dialog"
            titleId={titleId}
            title={title}
            description={descriptionId === undefined ? undefined : { id: descriptionId, content: description }}
            onClose={close}
          />
          {children !== undefined && <div className="overflow-y-auto px-6 py-4">{children}</div>}
          {footer !== undefined && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 bg-ink-50 px-6 py-4">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
