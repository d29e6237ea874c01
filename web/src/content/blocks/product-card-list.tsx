import type { Locale } from '@seedshop/locales';
import { clsx } from 'clsx';
import type { ProductSummary } from '@/catalogue/catalogue-types';
import { ListingProductCard } from '@/catalogue/listing-product-card';
import { productCardData } from '@/catalogue/product-card-data';
import { getIntl } from '@/i18n/server';
import { LaterProductCards } from './block-islands';

interface ProductCardListProps {
  readonly locale: Locale;
  readonly products: readonly ProductSummary[];
  /** Set on a list that scrolls sideways (the carousel); the grid wraps otherwise. */
  readonly id?: string;
  readonly layout?: 'grid' | 'row';
  /** The price note under the list; off when the page shows it once elsewhere. */
  readonly taxNote?: boolean;
  /**
   * How many cards the page's HTML carries; the others are drawn in the browser when the list
   * comes near the viewport (a row shows four at a time on the widest screens). All by default.
   */
  readonly firstShown?: number;
}

const layouts = {
  grid: 'kit-grid',
  row: 'kit-row',
} as const;

/** The cards the widest screen shows in a row: a block's HTML carries these, the rest ride as data. */
export const FIRST_ROW_CARDS = 4;

const itemLayouts = {
  grid: 'kit-grid-item',
  row: 'kit-row-item',
} as const;

/**
 * Live products as the catalogue shows them: the listing's product card (same prices "from …",
 * badges, rating and attributes) and the VAT note once under the list. Used by the product grid
 * and carousel blocks and by content pages (promotions, top-10 lists, blog posts, videos).
 */
export function ProductCardList({
  locale,
  products,
  id,
  layout = 'grid',
  taxNote = true,
  firstShown = products.length,
}: ProductCardListProps) {
  if (products.length === 0) return null;
  const intl = getIntl(locale);
  const later = products.slice(firstShown);
  return (
    <>
      <ul id={id} className={layouts[layout]}>
        {products.slice(0, firstShown).map((product) => (
          <li key={product.id} className={itemLayouts[layout]}>
            <ListingProductCard locale={locale} intl={intl} product={product} eager={false} priority={false} />
          </li>
        ))}
        {later.length > 0 && (
          <LaterProductCards
            cards={later.map((product) => productCardData(locale, intl, product, { eager: false, priority: false }))}
            itemClassName={itemLayouts[layout]}
          />
        )}
      </ul>
      {taxNote && (
        <p className={clsx('text-sm text-ink-600', layout === 'grid' ? 'mt-4' : 'mt-2')}>
          {intl.formatMessage({ id: 'catalogue.taxNote' })}
        </p>
      )}
    </>
  );
}
