import { clsx } from 'clsx';
import type { StarFill } from './rating';

// Lucide's star outline as a filled shape, inline so ratings paint without an icon request.
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** One decorative rating star, full, half (left half filled) or empty. */
export function StarIcon({ fill, className }: { readonly fill: StarFill; readonly className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('relative inline-block size-[1em] shrink-0', className)}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full text-ink-500">
        <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {fill !== 'empty' && (
        <span className={clsx('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
          <svg viewBox="0 0 24 24" className="size-[1em] text-accent-500">
            <path d={STAR_PATH} fill="currentColor" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </span>
  );
}
