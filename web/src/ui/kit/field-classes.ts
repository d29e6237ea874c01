import { clsx } from 'clsx';

/**
 * The box of text inputs, textareas and selects. Borders use ink-500 (5.3:1 on white) because
 * WCAG 1.4.11 asks 3:1 for the edge of a control; the error state adds a second, red line.
 */
export function controlClasses({ invalid, className }: { readonly invalid: boolean; readonly className?: string }) {
  // kit-control, kit-control-ok and kit-control-invalid in globals.css: a form repeats them per field.
  return clsx('kit-control', invalid ? 'kit-control-invalid' : 'kit-control-ok', className);
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
