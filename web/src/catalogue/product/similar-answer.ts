import { productList, productSummaryFromWire } from '@seedshop/shop/contract';
import type { ProductSummary } from '../catalogue-types';
import { SIMILAR_LIMIT } from '../similar-limit';

/**
 * The shop's similar-products answer, checked against its contract: the products to show, or none
 * when the answer is not what the contract says. Loaded by the similar-products list when it comes
 * into view, so the contract's schemas stay out of the product page's first load.
 */
export function readSimilarAnswer(body: unknown): ProductSummary[] {
  const parsed = productList.safeParse(body);
  return parsed.success ? parsed.data.items.slice(0, SIMILAR_LIMIT).map(productSummaryFromWire) : [];
}
