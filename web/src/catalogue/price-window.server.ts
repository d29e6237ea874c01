import 'server-only';
import { priceWindow } from '@seedshop/shop/contract';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { pricesTag } from '@/content/content-tags';
import { parseAnswer } from '@/shop-client/shop-answer';
import { publicShopClient } from '@/shop-client/server-client.server';
import { shopReady } from '@/shop-client/target.server';

/** A cached page with prices is re-rendered at least this often (the home page's own setting). */
const LONGEST_SECONDS = 300;
/** When the shop cannot say: sooner, so a missed window boundary is not kept long. */
const UNKNOWN_SECONDS = 60;

async function secondsUntilPricesChange(): Promise<number> {
  try {
    await shopReady();
    const response = await publicShopClient('en').get('catalogue/prices/next-change');
    const { next_change_at: next } = await parseAnswer('prices/next-change', response, priceWindow);
    if (next === null) return LONGEST_SECONDS;
    const seconds = Math.ceil((Date.parse(next) - Date.now()) / 1000);
    return Math.min(LONGEST_SECONDS, Math.max(1, seconds));
  } catch (error) {
    console.error('[catalogue] when prices next change could not be read', error);
    return UNKNOWN_SECONDS;
  }
}

/**
 * Marks the page being rendered as showing prices: a cached (static) page is then re-rendered no
 * later than the moment a promotion's window opens or closes, so its prices return by themselves,
 * and a publish of a pricing rule or promotion expires it (`pricesTag`, the revalidation webhook).
 * Pages rendered per request are not affected. Once per request.
 */
export const showsPrices = cache(async (): Promise<void> => {
  const seconds = await secondsUntilPricesChange();
  // unstable_cache hands its revalidate time and tags to the page that renders it, whatever it
  // finds in its own cache: the page is kept no longer than the shortest time of what it read. One
  // key, so pages rendered per request add no entries.
  await unstable_cache(async () => seconds, ['catalogue-prices-window'], {
    revalidate: seconds,
    tags: [pricesTag],
  })();
});
