'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from '@/i18n/client-intl';
import { Icon } from '../icon/icon';

export interface ModalHeaderProps {
  /** The id the `<dialog>`'s `aria-labelledby` points at. */
  readonly titleId: string;
  readonly title: ReactNode;
  /** A line under the title (dialog layout only); its id is the one `aria-describedby` points at. */
  readonly description?: { readonly id: string; readonly content: ReactNode };
  readonly onClose: () => void;
  readonly layout: 'dialog' | 'drawer';
}

/**
 * A centred dialog has room for a title over several lines and a description, so its close button
 * sits at the top; a drawer's title is one compact row, centred with the button.
 */
const layouts = {
  dialog: { bar: 'items-start px-6 pt-5 pb-4', close: '-mt-1 -mr-2' },
  drawer: { bar: 'items-center px-5 py-4', close: '-mr-2' },
} as const;

/** The title bar of Dialog and Drawer: the heading that names the modal and its close button. */
export function ModalHeader({ titleId, title, description, onClose, layout }: ModalHeaderProps) {
  const intl = useIntl();
  const heading = (
    <h2 id={titleId} className="text-lg font-semibold text-ink-900">
      {title}
    </h2>
  );
  return (
    <div className={clsx('flex justify-between gap-4 border-b border-ink-100', layouts[layout].bar)}>
      {layout === 'dialog' ? (
        // Title and description stack as one flex item, so the close button stays to their right.
        <div>
          {heading}
          {description !== undefined && (
            <p id={description.id} className="mt-1 text-sm text-ink-600">
              {description.content}
            </p>
          )}
        </div>
      ) : (
        heading
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'kit.dialog.close' })}
        className={clsx('rounded-full p-2 text-ink-600 hover:bg-ink-100 hover:text-ink-900', layouts[layout].close)}
      >
        <Icon name="lucide:x" size={20} />
      </button>
    </div>
  );
}
