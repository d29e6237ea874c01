import { productDetail, productList } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { expectReaderAgrees } from '@/shop-client/testing/reader-agreement';
import { productVariantsReader } from '@/cart/card-add-action';
import { similarAnswerReader } from './product/similar-answer';
import { wireProductSummary } from './testing/catalogue-fixtures';
import { wireProductDetail } from './testing/product-detail-fixture';

describe('product readers', () => {
  it('read a product list exactly as the contract’s schema does', () => {
    const discounted = {
      ...wireProductSummary(2),
      original_price_from_cents: 4000,
      discount: { badge: '−20 %', name: 'Winter' },
    };
    const fixture = { items: [wireProductSummary(1), discounted, { ...wireProductSummary(3), discount: null }] };
    expect(expectReaderAgrees(similarAnswerReader, productList, fixture)).toBeGreaterThan(1000);
  });

  it('read a product’s packs exactly as the contract’s schema does', () => {
    const packs = productDetail.pick({ variants: true });
    const { variants } = wireProductDetail();
    expect(expectReaderAgrees(productVariantsReader, packs, { variants })).toBeGreaterThan(100);
  });
});
