import { clsx } from 'clsx';
import type { KitIntl } from './kit-intl';

export interface SkeletonProps {
  readonly intl: KitIntl;
  /** `text`: a few lines; `image`: a square picture; `card`: picture, lines and a button. */
  readonly variant?: 'text' | 'image' | 'card';
  /** Number of text lines (text and card variants). */
  readonly lines?: number;
  readonly className?: string;
}

const block = 'rounded-md bg-ink-100 animate-pulse motion-reduce:animate-none';

/**
 * Grey placeholders while content loads. Screen readers hear one "Loading…" status instead of the
 * empty shapes; the pulse stops for people who asked for reduced motion.
 */
export function Skeleton({ intl, variant = 'text', lines = 3, className }: SkeletonProps) {
  const lineWidths = ['w-full', 'w-11/12', 'w-4/5', 'w-2/3'];
  const textLines = Array.from({ length: Math.max(1, lines) }, (_, index) => (
    <div
      key={index}
      className={clsx(block, 'h-3.5', index === lines - 1 ? 'w-1/2' : lineWidths[index % lineWidths.length])}
    />
  ));
  return (
    <div role="status" className={className}>
      <span className="sr-only">{intl.formatMessage({ id: 'kit.skeleton.loading' })}</span>
      <div aria-hidden="true">
        {variant === 'text' && <div className="space-y-2.5">{textLines}</div>}
        {variant === 'image' && <div className={clsx(block, 'aspect-square w-full')} />}
        {variant === 'card' && (
          <div className="rounded-[var(--radius-card)] border border-ink-100 p-4">
            <div className={clsx(block, 'aspect-square w-full')} />
            <div className="mt-4 space-y-2.5">{textLines}</div>
            <div className={clsx(block, 'mt-4 h-10 w-full rounded-full')} />
          </div>
        )}
      </div>
    </div>
  );
}
