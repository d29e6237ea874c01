import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One state of a component (default, disabled, error …), captioned with a small heading. */
export function DemoState({
  label,
  children,
  className,
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}) {
  return (
    <div className={clsx('min-w-0', className)}>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</h3>
      {children}
    </div>
  );
}
