import { describe, expect, it } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, toastContainerProps } from './toast-config';

describe('toast settings', () => {
  it('auto-closes after 2000 ms without pausing on hover or focus loss', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(2000);
    expect(toastContainerProps).toMatchObject({ autoClose: 2000, pauseOnHover: false, pauseOnFocusLoss: false });
  });

  it('keeps the library defaults for placement, theme and close on click', () => {
    expect(toastContainerProps).toMatchObject({ position: 'top-right', theme: 'light', closeOnClick: true });
  });
});
