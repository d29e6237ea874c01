import type { BlockContext } from './block-context';
import { CarouselButtons } from './block-islands';
import { blockDomId, BlockSection } from './block-section';
import type { BlockOf } from './block-types';
import { productBlockData } from './product-block-data';
import { ProductBlockLink } from './product-block-link';
import { FIRST_ROW_CARDS, ProductCardList } from './product-card-list';

/**
 * Live products in one row that scrolls sideways with snap points; previous/next buttons (a tiny
 * island) page through it, and keyboard users reach every card with Tab.
 */
export async function ProductCarouselBlock({
  block,
  context,
}: {
  block: BlockOf<'productCarousel'>;
  context: BlockContext;
}) {
  const { locale } = context;
  const { products, listingPath } = await productBlockData(locale, block);
  if (products.length === 0) return null;
  const listId = blockDomId(block._key, 'list');
  return (
    <BlockSection
      blockKey={block._key}
      heading={block.heading}
      aside={
        <div className="flex items-center gap-4">
          <ProductBlockLink cta={block.cta} listingPath={listingPath} locale={locale} />
          {products.length > 1 && <CarouselButtons listId={listId} />}
        </div>
      }
    >
      <ProductCardList locale={locale} products={products} id={listId} layout="row" firstShown={FIRST_ROW_CARDS} />
    </BlockSection>
  );
}
