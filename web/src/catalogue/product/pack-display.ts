import { formatPrice } from '@/ui/kit/format-price';
import type { KitIntl } from '@/ui/kit/kit-intl';
import { savingShare, stockState } from './pack-options';
import type { PackOption } from './product-view';

/** Everything the pack selector writes about one pack, in the page's language and number format. */
export interface PackTexts {
  /** "5 seeds": also the accessible name of the pack's radio button. */
  readonly size: string;
  readonly price: string;
  /** The price before the promotion's discount, null without one. */
  readonly originalPrice: string | null;
  /** "Original price: €12.50." for screen readers; null without a discount. */
  readonly originalPriceLabel: string | null;
  readonly perSeed: string;
  /** "Save 23%"; null for the smallest pack. */
  readonly saving: string | null;
  /** "In stock", "Only 3 left", "Sold out". */
  readonly stock: string;
  readonly soldOut: boolean;
}

export function packTexts(intl: KitIntl, pack: PackOption): PackTexts {
  const share = savingShare(pack);
  const state = stockState(pack);
  let stock: string;
  switch (state.kind) {
    case 'sold-out':
      stock = intl.formatMessage({ id: 'product.stock.soldOut' });
      break;
    case 'low':
      stock = intl.formatMessage({ id: 'product.stock.low' }, { count: state.count });
      break;
    default:
      stock = intl.formatMessage({ id: 'product.stock.inStock' });
  }
  const discounted = pack.originalPriceCents > pack.priceCents;
  const originalPrice = discounted ? formatPrice(pack.originalPriceCents, intl.locale) : null;
  return {
    size: intl.formatMessage({ id: 'product.pack.seeds' }, { count: pack.packSize }),
    price: formatPrice(pack.priceCents, intl.locale),
    originalPrice,
    originalPriceLabel:
      originalPrice === null ? null : intl.formatMessage({ id: 'kit.price.was' }, { price: originalPrice }),
    perSeed: intl.formatMessage({ id: 'kit.price.perSeed' }, { price: formatPrice(pack.perSeedCents, intl.locale) }),
    saving: share === null ? null : intl.formatMessage({ id: 'product.pack.saving' }, { share }),
    stock,
    soldOut: state.kind === 'sold-out',
  };
}
