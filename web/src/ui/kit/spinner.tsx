import { clsx } from 'clsx';

/**
 * A decorative loading spinner; the busy state itself is announced by the element that shows it
 * (`aria-busy`, a status text). Without motion it stays a static ring segment.
 */
export function Spinner({ className }: { readonly className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      className={clsx('size-[1.1em] shrink-0 animate-spin motion-reduce:animate-none', className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
