import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Icon } from '../icon/icon';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

// The looks are kit-btn classes in globals.css: a button repeats on every card of a listing, so
// its class list stays short. Disabled controls are exempt from contrast rules, but the label of a
// disabled one (kit-btn-off-*) stays readable.
const variantClasses: Readonly<Record<ButtonVariant, string>> = {
  primary: 'kit-btn-primary',
  secondary: 'kit-btn-secondary',
  ghost: 'kit-btn-ghost',
  danger: 'kit-btn-danger',
};

const disabledClasses: Readonly<Record<ButtonVariant, string>> = {
  primary: 'kit-btn-off',
  secondary: 'kit-btn-off-secondary',
  ghost: 'kit-btn-off-ghost',
  danger: 'kit-btn-off',
};

const sizeClasses: Readonly<Record<ButtonSize, string>> = {
  sm: 'kit-btn-sm',
  md: 'kit-btn-md',
  lg: 'kit-btn-lg',
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
  return clsx('kit-btn', sizeClasses[size], disabled ? disabledClasses[variant] : variantClasses[variant], className);
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
