import type { Locale } from '@seedshop/locales';
import type { KitIntl } from '@/ui/kit/kit-intl';
import type { ProductSummary } from './catalogue-types';
import { productCardData } from './product-card-data';
import { ClientProductCard } from './product-card-islands';

interface ListingProductCardProps {
  readonly locale: Locale;
  readonly intl: KitIntl;
  readonly product: ProductSummary;
  /** In the first row: loaded at once (and the very first with high priority) for a fast LCP. */
  readonly eager: boolean;
  readonly priority: boolean;
  /** Where the card leads; the product's page in the general catalog unless a page says otherwise (promotions). */
  readonly href?: string;
}

/** A product of a listing, linked to its canonical page in the general catalog. */
export function ListingProductCard({ locale, intl, product, eager, priority, href }: ListingProductCardProps) {
  return <ClientProductCard card={productCardData(locale, intl, product, { eager, priority, href })} />;
}
