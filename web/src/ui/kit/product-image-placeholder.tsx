import { clsx } from 'clsx';
import { kitSymbols } from './kit-sprite';

/**
 * Stands in for a missing product photo: a seedling on a soft green ground, drawn from the page's
 * sprite (KitSprite in the layout) so it needs no request and repeats at a few bytes per card.
 * Decorative, like the photos it replaces (the card names the product).
 */
export function ProductImagePlaceholder({ className }: { readonly className?: string }) {
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={clsx('size-full', className)}>
      <use href={`#${kitSymbols.productPlaceholder}`} />
    </svg>
  );
}
