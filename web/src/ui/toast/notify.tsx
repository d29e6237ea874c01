'use client';

import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';
import { toastLibrary } from './toast-library';

/**
 * Toasts for app code. `html: true` renders trusted markup from our own message catalogues
 * (never user input), e.g. the logout toast "See you later", which the spec shows coloured.
 * `containerId` names a container of its own (the mini cart's, inside its modal dialog).
 */
export interface NotifyOptions extends Pick<ToastOptions, 'toastId' | 'theme' | 'containerId'> {
  readonly html?: boolean;
}

type Kind = 'info' | 'success' | 'warning' | 'error';

function content(message: string, html: boolean | undefined): ReactNode {
  return html ? <span dangerouslySetInnerHTML={{ __html: message }} /> : message;
}

function show(kind: Kind | null, message: ReactNode, { html: _html, ...options }: NotifyOptions): void {
  void toastLibrary().then(({ toast }) => {
    if (kind === null) toast(message, options);
    else toast[kind](message, options);
  });
}

export const notify = {
  message: (message: string, options: NotifyOptions = {}) => show(null, content(message, options.html), options),
  info: (message: string, options: NotifyOptions = {}) => show('info', content(message, options.html), options),
  success: (message: string, options: NotifyOptions = {}) => show('success', content(message, options.html), options),
  warning: (message: string, options: NotifyOptions = {}) => show('warning', content(message, options.html), options),
  error: (message: string, options: NotifyOptions = {}) => show('error', content(message, options.html), options),
  loading: (message: string, options: NotifyOptions = {}) =>
    void toastLibrary().then(({ toast }) => toast.loading(message, options)),
  done: (id: string | number) => void toastLibrary().then(({ toast }) => toast.dismiss(id)),
};
