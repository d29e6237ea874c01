'use client';

import { useIntl } from '@/i18n/client-intl';
import { CardAddToCart } from '@/cart/cart-islands';
import { CompareToggle } from '@/comparison/comparison-islands';
import { FavouriteHeart } from '@/favourites/favourite-islands';
import { ProductCard, type ProductCardProps } from '@/ui/kit/product-card';

/**
 * What a product card shows, as plain data: the server formats the facts, the card formats prices,
 * badges and the rating with the page's messages. A listing repeats its card two dozen times; as a
 * server component each card's whole element tree (≈ 2.2 KiB) rode in the page's payload next to
 * its HTML, as data it is about a quarter of that.
 */
export interface ProductCardData extends Pick<
  ProductCardProps,
  'href' | 'name' | 'seedBank' | 'priceFrom' | 'wasFrom' | 'promotion' | 'badges' | 'rating' | 'attributes'
> {
  readonly id: string;
  /** The product's slug in the page's language when it can be added to the cart; null when sold out. */
  readonly cartSlug: string | null;
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
  /** In the first row: loaded at once (and the very first with high priority) for a fast LCP. */
  readonly eager: boolean;
  readonly priority: boolean;
}

/** A product of a listing, with its favourite, add-to-cart and compare controls. */
export function ClientProductCard({ card }: { readonly card: ProductCardData }) {
  const intl = useIntl();
  const { id, cartSlug, image, eager, priority, ...shown } = card;
  return (
    <ProductCard
      intl={intl}
      {...shown}
      headingLevel="h3"
      action={
        <div className="kit-card-buttons">
          <FavouriteHeart productId={id} productName={card.name} />
          {cartSlug !== null && <CardAddToCart productSlug={cartSlug} productName={card.name} />}
          <CompareToggle productId={id} productName={card.name} />
        </div>
      }
      image={
        // Plain <img>: the shop serves small SVG illustrations that need no resizing pipeline. From a
        // client component an eager image is preloaded by the HTML that shows it, never by a page
        // that merely prefetched this one.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={image.src}
          alt=""
          width={image.width}
          height={image.height}
          decoding="async"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      }
    />
  );
}
