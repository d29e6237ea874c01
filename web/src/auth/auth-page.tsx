import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The frame of the sign-in and account-lifecycle pages: a narrow column with the page's heading,
 * an optional line of introduction and a card holding the form or the outcome.
 */
export function AuthPage({
  title,
  intro,
  children,
  footer,
  width = 'md',
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children: ReactNode;
  /** Below the card, e.g. "New here? Create an account". */
  readonly footer?: ReactNode;
  readonly width?: 'md' | 'lg';
}) {
  return (
    <div className={clsx('mx-auto px-4 py-10 sm:py-14', width === 'md' ? 'max-w-md' : 'max-w-2xl')}>
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      {intro !== undefined && <p className="mt-2 text-ink-700">{intro}</p>}
      <div className="mt-6 rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-card sm:p-8">
        {children}
      </div>
      {footer !== undefined && <div className="mt-6 text-center text-sm text-ink-700">{footer}</div>}
    </div>
  );
}
