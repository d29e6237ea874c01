import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../icon/icon';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantClasses: Readonly<Record<ButtonVariant, string>> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-ink-300 bg-white text-ink-900 hover:border-ink-500 hover:bg-ink-50',
  ghost: 'text-brand-700 hover:bg-brand-50 hover:text-brand-800',
  danger: 'bg-danger-700 text-white hover:bg-danger-600',
};

// Disabled controls are exempt from contrast rules, but the label should stay readable.
const disabledClasses: Readonly<Record<ButtonVariant, string>> = {
  primary: 'bg-ink-100 text-ink-600',
  secondary: 'border border-ink-200 bg-ink-50 text-ink-600',
  ghost: 'text-ink-600',
  danger: 'bg-ink-100 text-ink-600',
};

const sizeClasses: Readonly<Record<ButtonSize, string>> = {
  sm: 'min-h-8 px-3 text-sm',
  md: 'min-h-10 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

interface ButtonClassOptions {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly disabled?: boolean;
  readonly className?: string;
}

/** The button look for elements that are not buttons, e.g. a `<Link>` that acts as a call to action. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  disabled = false,
  className,
}: ButtonClassOptions = {}) {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors select-none',
    sizeClasses[size],
    disabled ? clsx(disabledClasses[variant], 'cursor-not-allowed') : variantClasses[variant],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Shows a spinner and blocks further clicks while an action runs; the label stays. */
  readonly loading?: boolean;
  /** A leading icon, `prefix:name` (decorative: the label says what the button does). */
  readonly icon?: string;
}

/**
 * The shop's button. `type` defaults to "button" so a button inside a form never submits it by
 * accident. While loading it keeps its colours and its focus (a disabled button would drop the
 * keyboard focus to the page), but ignores clicks and cannot submit; `aria-busy` and
 * `aria-disabled` tell assistive technology it is working.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  disabled = false,
  type = 'button',
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={loading ? 'button' : type}
      onClick={loading ? undefined : onClick}
      disabled={disabled && !loading}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={buttonClasses({
        variant,
        size,
        disabled: disabled && !loading,
        className: clsx(loading && 'cursor-progress', className),
      })}
    >
      {loading ? <Spinner /> : icon ? <Icon name={icon} size="1.15em" /> : null}
      {children}
    </button>
  );
}
