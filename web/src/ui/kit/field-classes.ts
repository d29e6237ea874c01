import { clsx } from 'clsx';

/**
 * The box of text inputs, textareas and selects. Borders use ink-500 (5.3:1 on white) because
 * WCAG 1.4.11 asks 3:1 for the edge of a control; the error state adds a second, red line.
 */
export function controlClasses({ invalid, className }: { readonly invalid: boolean; readonly className?: string }) {
  return clsx(
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-ink-900 placeholder:text-ink-600',
    'disabled:cursor-not-allowed disabled:border-ink-300 disabled:bg-ink-50 disabled:text-ink-600',
    invalid
      ? 'border-danger-700 shadow-[inset_0_0_0_1px_var(--color-danger-700)]'
      : 'border-ink-500 hover:border-ink-700 focus:border-brand-700',
    className,
  );
}

export const labelClasses = 'block text-sm font-medium text-ink-900';
