import {
  comparison,
  comparisonListDetail,
  comparisonListPage,
  comparisonListSummary,
  comparisonProduct,
  sharedComparisonList,
} from '@seedshop/shop/contract';
import { describe, expect, it } from 'vitest';
import { wireProductDetail } from '@/catalogue/testing/product-detail-fixture';
import { expectReaderAgrees } from '@/shop-client/testing/reader-agreement';
import { comparisonReader, listDetailReader, listPageReader, listSummaryReader } from './comparison-api';
import {
  comparisonFromWire,
  comparisonListDetailFromWire,
  comparisonListPageFromWire,
  sharedComparisonListFromWire,
} from './comparison-model';
import { comparisonChange } from './compare-tray';

const wireProduct = comparisonProduct.parse(wireProductDetail());
const summary = {
  id: '0b9f4a34-8f3f-4f65-9d39-3f1a3c1f0f11',
  name: 'Balcony autos',
  share_token: 'A'.repeat(43),
  products: [{ id: 'p-1', name: 'Lemon Haze Auto', image_url: '/p-1.svg' }],
  created_at: '2030-05-01T10:00:00.000Z',
  updated_at: '2030-05-02T10:00:00.000Z',
};

describe('comparison mappers', () => {
  it('map a comparison field by field, packs ordered by size', () => {
    const mapped = comparisonFromWire(comparison.parse({ items: [wireProduct], total: 1, max_products: 6 }));
    expect(mapped.maxProducts).toBe(6);
    const [item] = mapped.products;
    expect(item).toMatchObject({
      id: 'p-1',
      name: 'Lemon Haze Auto',
      seedBank: 'Green Valley Seeds',
      priceFromCents: 1250,
      pricePerSeedFromCents: 890,
      inStock: true,
      rating: { average: 4.3, count: 12 },
    });
    expect(item?.packs.map((pack) => pack.packSize)).toEqual([1, 3, 5, 10]);
    expect(item?.attributes.thcPercent).toBe(21.5);
    expect(item?.attributes.floweringDays).toEqual({ min: 56, max: 63 });
  });

  it('map saved lists, their page and a shared list', () => {
    const page = comparisonListPageFromWire(
      comparisonListPage.parse({ items: [summary], page: 1, page_count: 1, page_size: 24, total: 1, max_lists: 50 }),
    );
    expect(page).toEqual({
      lists: [
        {
          id: summary.id,
          name: 'Balcony autos',
          shareToken: summary.share_token,
          products: [{ id: 'p-1', name: 'Lemon Haze Auto', imageUrl: '/p-1.svg' }],
          updatedAt: summary.updated_at,
        },
      ],
      page: 1,
      pageCount: 1,
      total: 1,
      maxLists: 50,
    });
    const detail = comparisonListDetailFromWire(comparisonListDetail.parse({ ...summary, items: [wireProduct] }));
    expect(detail.items.map((item) => item.id)).toEqual(['p-1']);
    const shared = sharedComparisonListFromWire(
      sharedComparisonList.parse({ name: 'Balcony autos', items: [wireProduct], updated_at: summary.updated_at }),
    );
    expect(shared.name).toBe('Balcony autos');
    expect(shared.products).toHaveLength(1);
  });
});

describe('the tray’s announcement', () => {
  it('names what was added and what was removed', () => {
    const [lemon] = comparisonFromWire(comparison.parse({ items: [wireProduct], total: 1, max_products: 6 })).products;
    if (lemon === undefined) throw new Error('no product');
    const blue = { ...lemon, id: 'p-2', name: 'Blue Dream' };
    expect(comparisonChange([lemon], [lemon, blue])).toEqual({ added: ['Blue Dream'], removed: [] });
    expect(comparisonChange([lemon, blue], [blue])).toEqual({ added: [], removed: ['Lemon Haze Auto'] });
  });
});

describe('comparison readers', () => {
  it('read the comparison and the saved lists exactly as the contract’s schemas do', () => {
    const product = wireProductDetail();
    expect(
      expectReaderAgrees(comparisonReader, comparison, { items: [product], total: 1, max_products: 6 }),
    ).toBeGreaterThan(500);
    expect(
      expectReaderAgrees(listDetailReader, comparisonListDetail, { ...summary, items: [product] }),
    ).toBeGreaterThan(500);
    expect(expectReaderAgrees(listSummaryReader, comparisonListSummary, summary)).toBeGreaterThan(50);
    const page = { items: [summary], page: 1, page_count: 1, page_size: 24, total: 1, max_lists: 50 };
    expect(expectReaderAgrees(listPageReader, comparisonListPage, page)).toBeGreaterThan(50);
  });
});
