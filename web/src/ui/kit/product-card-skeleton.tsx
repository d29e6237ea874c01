import type { KitIntl } from './kit-intl';
import { Skeleton } from './skeleton';

/** The placeholder of a ProductCard while a product list loads; same size as the real card. */
export function ProductCardSkeleton({ intl, className }: { readonly intl: KitIntl; readonly className?: string }) {
  return <Skeleton intl={intl} variant="card" lines={4} className={className} />;
}
