/**
 * The demo reviews after seeding: listed by the reviews API with the product's rating summary
 * equal to their aggregate, on product pages, and behind the listing's `rating` sort.
 */
import { describe, expect, it } from 'vitest';
import { listingResponse, productDetail } from '../../contract';
import { listReviews } from '../../reviews/review-test-kit';
import { bodyOf, get } from '../../testing/api-client';
import { demo, demoReviews } from '../../testing/catalogue-oracle';
import { useTestShop } from '../../testing/shop-fixture';
import { reviewsByProduct } from './reviews-by-product';

const shop = useTestShop();

const byProduct = reviewsByProduct(demoReviews);
const [productId, own] = [...byProduct].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
const unreviewed = demo.products.find((product) => !byProduct.has(product.id));

describe('demo reviews', () => {
  it('are published on the product with a summary equal to their aggregate', async () => {
    expect(own.length).toBeGreaterThanOrEqual(4);
    const list = await listReviews(shop, productId, '?sort=oldest&per_page=20');
    expect(list.total).toBe(own.length);
    expect(list.items.map((item) => [item.name, item.rating, item.language, item.text])).toEqual(
      // An English reader (no Accept-Language) sees the English reviews first.
      [...own]
        .sort(
          (a, b) =>
            Number(b.language === 'en') - Number(a.language === 'en') ||
            a.createdAt.localeCompare(b.createdAt) ||
            a.id.localeCompare(b.id),
        )
        .map((review) => [review.name, review.rating, review.language, review.text]),
    );
    expect(list.items.every((item) => item.status === 'published')).toBe(true);
    const stars = own.map((review) => review.rating);
    const sum = stars.reduce((total, star) => total + star, 0);
    expect(list.summary).toEqual({
      average: Math.round((sum * 10) / stars.length) / 10,
      count: stars.length,
      distribution: Object.fromEntries([1, 2, 3, 4, 5].map((star) => [star, stars.filter((s) => s === star).length])),
    });
  });

  it('leave products without reviews empty', async () => {
    expect(unreviewed).toBeDefined();
    const list = await listReviews(shop, unreviewed?.id ?? '');
    expect(list).toMatchObject({ items: [], total: 0 });
    expect(list.summary.average).toBeNull();
  });

  it('order the rating sort: best average first, products without reviews last', async () => {
    const response = await get(shop, '/catalogue/products?sort=rating&per_page=96');
    const items = bodyOf(response, listingResponse).items;
    const averages = items.map((item) => item.rating.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(averages[0]).toBe(5);
    const pages = Math.ceil(demo.products.length / 96);
    const last = bodyOf(await get(shop, `/catalogue/products?sort=rating&per_page=96&page=${pages}`), listingResponse);
    expect(last.items.at(-1)?.rating).toEqual({ average: null, count: 0 });
  });

  it('show on the product page as the same rating', async () => {
    const slug = demo.products.find((product) => product.id === productId)?.slug.en ?? '';
    const detail = bodyOf(await get(shop, `/catalogue/products/${slug}`), productDetail);
    const list = await listReviews(shop, productId);
    expect(detail.rating).toMatchObject(list.summary);
  });
});
