import type { BlockContext } from './block-context';
import { BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { productBlockData } from './product-block-data';
import { ProductBlockLink } from './product-block-link';
import { FIRST_ROW_CARDS, ProductCardList } from './product-card-list';

/**
 * Live products in a grid (chosen by hand or by a catalogue filter) with a "see all" link. The first
 * row is in the page's HTML; the others are drawn when the grid comes near the viewport.
 */
export async function ProductGridBlock({ block, context }: { block: BlockOf<'productGrid'>; context: BlockContext }) {
  const { locale } = context;
  const { products, listingPath } = await productBlockData(locale, block);
  if (products.length === 0) return null;
  return (
    <BlockSection
      blockKey={block._key}
      heading={block.heading}
      aside={<ProductBlockLink cta={block.cta} listingPath={listingPath} locale={locale} />}
    >
      <ProductCardList locale={locale} products={products} firstShown={FIRST_ROW_CARDS} />
    </BlockSection>
  );
}
