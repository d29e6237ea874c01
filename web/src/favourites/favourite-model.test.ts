import { favouriteList } from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { wireProductSummary } from '@/catalogue/testing/catalogue-fixtures';
import { wireProductDetail } from '@/catalogue/testing/product-detail-fixture';
import { expectReaderAgrees } from '@/shop-client/testing/reader-agreement';
import { favouriteListReader, firstPack, readFavouritePage } from './favourite-model';

const fixture = {
  items: [
    {
      product: wireProductSummary(1),
      added_at: '2026-11-20T09:30:00.000Z',
      price_dropped: { from_cents: 3500, to_cents: 2900 },
      back_in_stock: true,
      packs: wireProductDetail().variants,
    },
  ],
  page: 1,
  page_count: 1,
  page_size: 24,
  total: 1,
  limit: 500,
};

describe('favourite model', () => {
  it('reads the favourite list exactly as the contract’s schema does', () => {
    expect(expectReaderAgrees(favouriteListReader, favouriteList, fixture)).toBeGreaterThan(500);
  });

  it('maps a page field by field and starts a selector on the smallest pack in stock', () => {
    const page = readFavouritePage(fixture);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 1, limit: 500 });
    expect(page?.items[0]?.priceDropped).toEqual({ fromCents: 3500, toCents: 2900 });
    const packs = page?.items[0]?.packs ?? [];
    expect(firstPack(packs)).toEqual(
      [...packs].filter((pack) => pack.inStock).sort((a, b) => a.packSize - b.packSize)[0],
    );
  });
});
