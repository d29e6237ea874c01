import { productSummaryFromWire } from '@seedshop/shop/catalogue-view';
import type { ProductSummary } from '../catalogue-types';
import { productSummaryReader } from '../catalogue-readers';
import { SIMILAR_LIMIT } from '../similar-limit';
import { array, object, readWire } from '@/shop-client/wire-reader';

export const similarAnswerReader = object({ items: array(productSummaryReader) });

/**
 * The shop's similar-products answer, checked against the contract's product summary: the products
 * to show, or none when the answer is not what the contract says. Loaded by the similar-products
 * list when it comes into view; the reader keeps Zod out of the product page's JavaScript.
 */
export function readSimilarAnswer(body: unknown): ProductSummary[] {
  return readWire(similarAnswerReader, body)?.items.slice(0, SIMILAR_LIMIT).map(productSummaryFromWire) ?? [];
}
