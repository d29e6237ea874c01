import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeVariant = 'new' | 'bestseller' | 'sale' | 'neutral' | 'info' | 'success' | 'warning' | 'danger';

// Every pair meets 4.5:1: the product badges are solid, the status badges tinted with dark text.
const variants: Readonly<Record<BadgeVariant, string>> = {
  new: 'bg-brand-700 text-white',
  bestseller: 'bg-accent-500 text-ink-900',
  sale: 'bg-danger-700 text-white',
  neutral: 'bg-ink-100 text-ink-700',
  info: 'bg-info-700/10 text-info-700',
  success: 'bg-success-700/10 text-success-700',
  warning: 'bg-warning-700/10 text-warning-700',
  danger: 'bg-danger-50 text-danger-700',
};

/** A short label on a product or status: "New", "Sale", "In stock". Text only, never a control. */
export function Badge({
  variant = 'neutral',
  children,
  className,
}: {
  readonly variant?: BadgeVariant;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return <span className={clsx('kit-badge', variants[variant], className)}>{children}</span>;
}
