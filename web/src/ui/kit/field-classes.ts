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

/**
 * Checkbox and radio inputs keep the native control in the brand colour. An invalid one gets a red
 * outline, dropped while it has keyboard focus so the focus ring is what shows.
 */
export function choiceControlClasses(invalid: boolean) {
  return clsx(
    // kit-choice (globals.css): mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed
    'kit-choice',
    invalid && 'not-focus-visible:outline-2 not-focus-visible:outline-offset-1 not-focus-visible:outline-danger-700',
  );
}

/** The label beside a checkbox or radio; a disabled one is greyed and not clickable. */
export function choiceLabelClasses(disabled: boolean | undefined) {
  return disabled ? 'kit-choice-label-off' : 'kit-choice-label';
}
