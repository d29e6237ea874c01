import { Link } from '@/routing/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/ui/kit/button';
import { Icon } from '@/ui/icon/icon';

interface EmptyStateProps {
  readonly title: string;
  readonly text: string;
  /** The active filters (chips), so the shopper sees what narrowed the list too far. */
  readonly chips?: ReactNode;
  readonly action?: { readonly href: string; readonly label: string };
}

/** No products to show: says why and offers the way back. */
export function EmptyState({ title, text, chips, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-ink-300 px-6 py-12 text-center">
      <Icon name="lucide:sprout" size={40} className="text-brand-700" />
      <h2 className="text-xl font-semibold text-ink-900">{title}</h2>
      <p className="max-w-prose text-ink-700">{text}</p>
      {chips}
      {action !== undefined && (
        <Link href={action.href} className={buttonClasses({ variant: 'primary' })}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
