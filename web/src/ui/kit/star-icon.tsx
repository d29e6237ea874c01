import { clsx } from 'clsx';
import { kitSymbols } from './kit-sprite';
import type { StarFill } from './rating';

const href = `#${kitSymbols.star}`;

/**
 * One decorative rating star, full, half (left half filled) or empty; the shape is the sprite's
 * (KitSprite in the layout), so a star costs a few dozen bytes of markup.
 */
export function StarIcon({ fill, className }: { readonly fill: StarFill; readonly className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('relative inline-block size-[1em] shrink-0', className)}>
      <svg viewBox="0 0 24 24" fill="none" className="absolute inset-0 size-full text-ink-500">
        <use href={href} />
      </svg>
      {fill !== 'empty' && (
        <span className={clsx('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
          <svg viewBox="0 0 24 24" fill="currentColor" className="size-[1em] text-accent-500">
            <use href={href} />
          </svg>
        </span>
      )}
    </span>
  );
}
