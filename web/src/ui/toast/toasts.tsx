'use client';

import { ToastContainer } from 'react-toastify';
import { toastContainerProps } from './toast-config';
import './toast-theme.css';

/** The one toast container of the app (mounted by the layout). */
export function Toasts() {
  return <ToastContainer {...toastContainerProps} />;
}
