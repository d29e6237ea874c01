import type { ToastContainerProps } from 'react-toastify';

/**
 * Toast settings of the spec (§9): auto-close after 2000 ms, no pause on hover or when the window
 * loses focus. The rest are the library's defaults (top-right, bounce, light theme, close on
 * click); loading toasts (`toast.loading`) never auto-close.
 */
export const TOAST_AUTO_CLOSE_MS = 2000;

export const toastContainerProps = {
  autoClose: TOAST_AUTO_CLOSE_MS,
  pauseOnHover: false,
  pauseOnFocusLoss: false,
  position: 'top-right',
  theme: 'light',
  closeOnClick: true,
  newestOnTop: false,
} as const satisfies ToastContainerProps;
