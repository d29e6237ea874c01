'use client';

import { toast, type ToastOptions } from 'react-toastify';

/**
 * Toasts for app code. `html: true` renders trusted markup from our own message catalogues
 * (never user input), e.g. the logout toast "See you later", which the spec shows coloured.
 */
export interface NotifyOptions extends Pick<ToastOptions, 'toastId' | 'theme'> {
  readonly html?: boolean;
}

function content(message: string, html: boolean | undefined) {
  return html ? <span dangerouslySetInnerHTML={{ __html: message }} /> : message;
}

export const notify = {
  message: (message: string, options: NotifyOptions = {}) => toast(content(message, options.html), options),
  info: (message: string, options: NotifyOptions = {}) => toast.info(content(message, options.html), options),
  success: (message: string, options: NotifyOptions = {}) => toast.success(content(message, options.html), options),
  warning: (message: string, options: NotifyOptions = {}) => toast.warning(content(message, options.html), options),
  error: (message: string, options: NotifyOptions = {}) => toast.error(content(message, options.html), options),
  loading: (message: string, options: NotifyOptions = {}) => toast.loading(message, options),
  done: (id: string | number) => toast.dismiss(id),
};
