'use client';

import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { ModalHeader } from './modal-header';
import { useModalDialog } from './use-modal-dialog';

export interface DrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** The edge the panel slides in from. */
  readonly side?: 'left' | 'right';
  readonly footer?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * A full-height side panel (filters, mini cart, mobile menu) on the native modal `<dialog>`, with
 * the same focus, Escape and backdrop behaviour as Dialog.
 */
export function Drawer({ open, onClose, title, side = 'right', footer, children }: DrawerProps) {
  const titleId = `${useId()}-title`;
  const { ref, onDialogClose, close, onBackdropClick } = useModalDialog(open, onClose);
  return (
    // Clicks on the backdrop close the drawer as a mouse shortcut; Escape is the keyboard way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onDialogClose}
      onClick={onBackdropClick}
      className={clsx(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-[min(24rem,calc(100%-3rem))] max-w-none bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/60',
        'transition-transform duration-200 ease-out',
        side === 'left'
          ? 'right-auto left-0 starting:open:-translate-x-full'
          : 'right-0 left-auto starting:open:translate-x-full',
      )}
    >
      {open && (
        <div className="flex h-full flex-col">
          <ModalHeader layout="drawer" titleId={titleId} title={title} onClose={close} />
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer !== undefined && <div className="border-t border-ink-100 px-5 py-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
